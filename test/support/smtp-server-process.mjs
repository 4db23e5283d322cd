// A loopback SMTP sink for tests, run as its own process so the mailer talks to a real server over TCP.
// stdout: first line {"port": N}, then one JSON line per accepted message. Exits when stdin closes.
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  // Plain loopback: no certificate to trust, so no STARTTLS on offer.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    // Lets tests see how a refusal surfaces in the mailer.
    if (address.address.endsWith('@refused.test')) {
      const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
      return callback(error);
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const envelope = session.envelope;
      const line = {
        from: envelope.mailFrom ? envelope.mailFrom.address : '',
        to: envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      process.stdout.write(JSON.stringify(line) + '\n');
      callback();
    });
  },
});

server.on('error', (error) => process.stderr.write(`smtp-server: ${error.message}\n`));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(JSON.stringify({ port: server.server.address().port }) + '\n');
});

// The parent closes our stdin to stop us (and it closes by itself if the parent dies).
process.stdin.resume();
process.stdin.on('end', () => server.close(() => process.exit(0)));

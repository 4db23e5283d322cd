import { describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../../adapters/system/logger.js';

describe('JSON logger', () => {
  const capture = () => {
    const lines: string[] = [];
    return { lines, logger: createJsonLogger({ write: (line) => lines.push(line) }) };
  };

  it('writes time, level, message, then the fields, as one JSON object per line', () => {
    const { lines, logger } = capture();
    logger.info('request', { request_id: 'req_1', status: 200, latency_ms: 1.5, key_id: null, skipped: undefined, nested: { a: ['x"y'] } });
    logger.warn('no fields');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]!);
    expect(Object.keys(first)).toEqual(['time', 'level', 'message', 'request_id', 'status', 'latency_ms', 'key_id', 'nested']);
    expect(first).toMatchObject({ level: 'info', message: 'request', request_id: 'req_1', status: 200, latency_ms: 1.5, key_id: null });
    expect(first.nested).toEqual({ a: ['x"y'] });
    expect(new Date(first.time).toISOString()).toBe(first.time);
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'warn', message: 'no fields' });
    expect(Object.keys(JSON.parse(lines[1]!))).toEqual(['time', 'level', 'message']);
  });

  it('lets a field named like a line key win, as a spread of the fields would', () => {
    const { lines, logger } = capture();
    logger.error('boom', { message: 'inner', level: 'custom' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'custom', message: 'inner' });
  });

  it('escapes the message as JSON', () => {
    const { lines, logger } = capture();
    logger.info('a "quoted"\nmessage');
    expect(JSON.parse(lines[0]!).message).toBe('a "quoted"\nmessage');
  });

  it('writes a line from members already in JSON exactly as `info` writes the same fields', () => {
    const { lines, logger } = capture();
    const fields = { request_id: 'req_1', method: 'GET', route: '/v1/balance', status: 200, latency_ms: 0.4, key_id: 'key_"1' };
    logger.info('request', fields);
    logger.infoJson!('request', JSON.stringify(fields).slice(1, -1));
    logger.infoJson!('no fields', '');
    // The wall clock may tick between the two lines; everything but the time must match.
    const [info, json, bare] = lines.map((l) => JSON.parse(l));
    expect({ ...json, time: undefined }).toEqual({ ...info, time: undefined });
    expect(new Date(json.time).toISOString()).toBe(json.time);
    expect(Object.keys(json)).toEqual(Object.keys(info));
    expect(Object.keys(bare)).toEqual(['time', 'level', 'message']);
  });
});

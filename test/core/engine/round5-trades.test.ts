import { describe, expect, it } from 'vitest';
import { ask, converse } from './helpers.js';

describe('requests outside home services that share a trade word', () => {
  it('reads a vehicle’s own air conditioning or heater as vehicle work, even "in my truck"', () => {
    expect(ask('US-FL', 'My AC in my truck only blows hot air, can your hvac guy recharge it?').status).toBe('unsupported');
    expect(ask('MX-NLE', 'el clima de mi camioneta ya no enfría').status).toBe('unsupported');
    expect(ask('CA-ON', "my van's heater stopped working").status).toBe('unsupported');
    // A truck things are loaded into, or an outlet for its block heater, keeps the home job.
    expect(ask('CA-AB', 'install an outlet in my garage for my truck’s block heater').status).toBe('priced');
  });

  it('reads a vehicle that damaged the home as the cause, not the thing worked on', () => {
    const answer = ask('US-FL', 'install a new mailbox on the existing post pls, old one got knocked off by a delivery truck');
    expect(answer).toMatchObject({ status: 'priced', task: { trade: 'handyman' } });
    expect(ask('US-MA', 'please reinstall our mailbox, it was knocked over by a delivery van').status).toBe('priced');
  });

  it('reads countertop appliances, nails, software and websites as outside home services', () => {
    expect(ask('MX-CMX', 'Me podrian dar precio para reparar la cafetera? es una de capsulas y ya no calienta').status).toBe('unsupported');
    expect(ask('US-NY', "can you fix my air fryer? it won't turn on").status).toBe('unsupported');
    expect(ask('ES-AN', '¿Pintáis uñas? Es para la boda de mi hermana el sábado').status).toBe('unsupported');
    expect(ask('ES-VC', 'Hola, quiero hacer una mudanza de mi página web a otro servidor').status).toBe('unsupported');
    expect(
      converse('MX-NLE', 'buenas, ocupo instalar un programa en mi compu', '¿Necesita algo de la casa?', 'no, solo lo de la compu').status,
    ).toBe('unsupported');
    // "unas" is also "some": painting some doors is a painting job.
    expect(ask('MX-CMX', 'pintar unas puertas').task?.slug).toBe('painting.door');
  });
});

describe('price talk without a job', () => {
  it('is unclear, not a request for something else', () => {
    expect(ask('CA-AB', 'can you do it cheaper than the last guy').status).toBe('unclear');
    expect(ask('US-TX', 'can you give me a price').status).toBe('unclear');
    expect(
      converse('US-WA', 'Hi, can you give me a price', 'Sure! What job do you need done?', 'idk just a price for like general stuff')
        .status,
    ).toBe('unclear');
    expect(ask('MX-CMX', '¿me pueden dar un precio más barato que el del otro señor?').status).toBe('unclear');
    expect(ask('US-CO', 'I want to learn guitar').status).toBe('unsupported');
  });
});

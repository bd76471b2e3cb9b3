import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPrivateAddress, pinnedLookup, urlPolicyFor } from './network-guard';

describe('outbound network guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.5',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'fec0::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::a9fe:a9fe',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '142.250.74.10', '2606:4700:4700::1111', '2a00:1450:4001:82b::200a'])('allows the public address %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('refuses private, metadata and IPv6-wrapped hosts in production, and names resolving to them', async () => {
    const names: Record<string, string[]> = { 'internal.example': ['10.0.0.7'], 'nat64.example': ['64:ff9b::a9fe:a9fe'], 'public.example': ['93.184.216.34'] };
    const production = urlPolicyFor('production', async (host) => names[host] ?? []);
    for (const url of ['https://127.0.0.1/x', 'https://169.254.169.254/latest/meta-data', 'https://[::ffff:169.254.169.254]/', 'https://[::7f00:1]/', 'https://[fec0::1]/', 'https://[2002:7f00:1::]/', 'https://internal.example/', 'https://nat64.example/']) {
      await expect(checkOutboundUrl(url, production), url).rejects.toMatchObject({ statusCode: 400, message: 'The URL must not point to a private, loopback or link-local address' });
    }
    await expect(checkOutboundUrl('https://public.example/hook', production)).resolves.toBe('https://public.example/hook');
    await expect(checkOutboundUrl('https://nowhere.example/', production)).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkOutboundUrl('file:///etc/passwd', production)).rejects.toMatchObject({ statusCode: 400 });
  });

  describe('pinned lookup', () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer((_request, response) => response.end('pinned'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('connects to the checked address whatever the name would resolve to now', async () => {
      // The name does not exist in DNS: only the pin can take the connection to the checked address.
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get(`http://rebinding.invalid:${port}/`, { lookup: pinnedLookup('127.0.0.1') }, (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      expect(body).toBe('pinned');
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { paths, UPLOAD_MAX_BYTES, UPLOADED_IMAGE_PATTERN } from '@orbis/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { fileDataOffset, inPieces, multipartFile } from '../../test/multipart.js';

const HOST = { email: 'host@test.local', password: 'host-password-1' };
const en = (key: keyof typeof ADMIN_LABELS) => ADMIN_LABELS[key].en;

function upload(
  client: TestClient,
  url: string,
  field: string,
  bytes: Uint8Array,
  fileName: string,
  type?: string,
) {
  return multipartFile(field, bytes, fileName, type).then(({ payload, headers }) =>
    client.request('POST', url, undefined, { raw: payload, headers }),
  );
}

function png(width: number, height: number, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

describe.each(TEST_DIALECTS)('uploads (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let uploads: string;
  const storedFiles = () => fs.readdirSync(uploads).sort();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
    await admin.post(paths.setAdminLanguage, { language: 'en' });
    await t.addUser({ email: HOST.email, password: HOST.password });
    uploads = path.join(t.config.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  it('answers 401 to anonymous callers and 403 to hosts', async () => {
    const bytes = await png(10, 10);
    const anonymous = await t.client().csrf();
    const host = await t.client().login(HOST.email, HOST.password);
    for (const [url, field] of [
      [paths.uploadPicture, 'picture'],
      [paths.uploadFlag, 'flag'],
    ] as const) {
      const before = storedFiles();
      const anon = await upload(anonymous, url, field, bytes, 'a.png', 'image/png');
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toEqual({ message: 'Unauthenticated.' });
      const denied = await upload(host, url, field, bytes, 'a.png', 'image/png');
      expect(denied.statusCode).toBe(403);
      expect(storedFiles()).toEqual(before);
    }
  });

  it('stores a picture as WebP of at most 1024 px and serves it with safe headers', async () => {
    const res = await upload(
      admin,
      paths.uploadPicture,
      'picture',
      await png(2000, 1000),
      'big.png',
    );
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(UPLOADED_IMAGE_PATTERN);
    expect(url.endsWith('.webp')).toBe(true);

    const served = await t.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 512 });
  });

  it('keeps small images at their size and stores flags as PNG', async () => {
    const res = await upload(admin, paths.uploadFlag, 'flag', await png(60, 40), 'flag.png');
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url.endsWith('.png')).toBe(true);
    const served = await t.client().get(url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 60,
      height: 40,
    });
  });

  it('accepts JPEG, GIF and WebP, and strips their metadata', async () => {
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: '#aa0000' } });
    const jpeg = await base
      .clone()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    for (const bytes of [
      jpeg,
      await base.clone().gif().toBuffer(),
      await base.clone().webp().toBuffer(),
    ]) {
      const res = await upload(admin, paths.uploadPicture, 'picture', bytes, 'photo');
      expect(res.statusCode).toBe(201);
      const served = await t.client().get(res.json<{ url: string }>().url);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 30, height: 20 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('secret')).toBe(false);
    }
  });

  it('refuses a file that is not an image, even named .png, with 422', async () => {
    const before = storedFiles();
    const text = Buffer.from('<?php echo "hello"; ?>\nnot an image at all\n');
    for (const [url, field] of [
      [paths.uploadPicture, 'picture'],
      [paths.uploadFlag, 'flag'],
    ] as const) {
      const res = await upload(admin, url, field, text, 'innocent.png', 'image/png');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: en('errors.validation'),
        errors: { [field]: [en('uploads.not_image')] },
      });
    }
    // A real image in a format API.md does not accept is refused too.
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const refused = await upload(admin, paths.uploadPicture, 'picture', tiff, 'scan.png');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ picture: [en('uploads.not_image')] });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = storedFiles();
    const big = Buffer.alloc(7 * 1024 * 1024, 0x61);
    (await png(10, 10)).copy(big);
    const res = await upload(admin, paths.uploadPicture, 'picture', big, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large: at most 5 MB.' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a 6 MB file with 413 every time, however its bytes arrive', async () => {
    const before = storedFiles();
    const big = Buffer.alloc(6 * 1024 * 1024, 0x61);
    (await png(10, 10)).copy(big);
    // Where each try cuts the body, relative to the file's last allowed byte. The worst case is a
    // piece ending exactly there: the reader has consumed every byte it may keep before the
    // parser learns, from the next piece, that the file is too large.
    const cuts = [[0], [-1], [1], [-65_536, 0], [-UPLOAD_MAX_BYTES, 0]];
    const calls = [
      { url: paths.uploadPicture, body: await multipartFile('picture', big, 'six.png') },
      { url: paths.uploadFlag, body: await multipartFile('flag', big, 'six.png') },
    ];
    for (let i = 0; i < 20; i++) {
      const { url, body } = calls[i % 2]!;
      const limit = fileDataOffset(body) + UPLOAD_MAX_BYTES;
      const raw = inPieces(
        body.payload,
        cuts[i % cuts.length]!.map((c) => limit + c),
      );
      const res = await admin.request('POST', url, undefined, { raw, headers: body.headers });
      expect(res.statusCode, `try ${i + 1}`).toBe(413);
      expect(res.json()).toEqual({ message: 'The file is too large: at most 5 MB.' });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('accepts an image of almost 5 MB', async () => {
    const side = 1270;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const bytes = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(admin, paths.uploadPicture, 'picture', bytes, 'noise.png');
    expect(res.statusCode).toBe(201);
  });

  it('rasterises an SVG with a script and external references; no SVG is stored or served', async () => {
    const red = path.join(t.config.dataDir, 'red.png');
    fs.writeFileSync(red, await png(50, 50, '#ff0000'));
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="100" height="100" fill="#ffffff"/>
  <image xlink:href="file://${red}" href="file://${red}" x="0" y="0" width="100" height="100"/>
  <image href="https://example.com/tracker.png" x="0" y="0" width="100" height="100"/>
</svg>`;
    for (const [url, field, type] of [
      [paths.uploadPicture, 'picture', 'image/webp'],
      [paths.uploadFlag, 'flag', 'image/png'],
    ] as const) {
      const res = await upload(admin, url, field, Buffer.from(svg), 'evil.svg', 'image/svg+xml');
      expect(res.statusCode).toBe(201);
      const stored = res.json<{ url: string }>().url;
      expect(stored).toMatch(UPLOADED_IMAGE_PATTERN);
      const served = await t.client().get(stored);
      expect(served.headers['content-type']).toBe(type);
      const text = served.rawPayload.toString('latin1');
      expect(text).not.toContain('<svg');
      expect(text).not.toContain('<script');
      expect(text).not.toContain('alert');
      // Drawn to pixels without the referenced file: the picture stays white.
      const { data, info } = await sharp(served.rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const centre =
        (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
      expect([data[centre], data[centre + 1], data[centre + 2]]).toEqual([255, 255, 255]);
      expect(info.width).toBeGreaterThan(100);
      expect(info.width).toBeLessThanOrEqual(1024);
    }
    for (const name of storedFiles()) expect(name).toMatch(/^[0-9a-f]{32}\.(webp|png)$/);
  });

  it('ignores the client file name: ../ cannot place a file outside the uploads', async () => {
    const before = storedFiles();
    const parent = path.dirname(t.config.dataDir);
    const res = await upload(
      admin,
      paths.uploadPicture,
      'picture',
      await png(20, 20),
      '../../../evil.png',
      'image/png',
    );
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).not.toContain('evil');
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toEqual([url.slice('/uploads/'.length)]);
    expect(fs.existsSync(path.join(t.config.dataDir, 'evil.png'))).toBe(false);
    expect(fs.existsSync(path.join(parent, 'evil.png'))).toBe(false);
    expect(fs.readdirSync(t.config.dataDir).some((f) => f.includes('evil'))).toBe(false);
  });

  it('says why an image with too many pixels is refused', async () => {
    const huge = await png(7000, 7000);
    const res = await upload(admin, paths.uploadPicture, 'picture', huge, 'huge.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.picture[0]).toMatch(/40/);
    expect(res.json().errors.picture[0]).not.toBe(en('uploads.not_image'));
  });

  it('answers 422 on the field when the file is missing, elsewhere or the body is not multipart', async () => {
    const res = await upload(admin, paths.uploadPicture, 'flag', await png(5, 5), 'a.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ picture: [en('validation.required')] });
    const json = await admin.post(paths.uploadFlag, { flag: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ flag: [en('validation.required')] });
    // Broken multipart bodies: no boundary, a body that is not multipart, a part cut off.
    const broken: [string, string][] = [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=XX', 'abc'],
      [
        'multipart/form-data; boundary=XX',
        '--XX\r\nContent-Disposition: form-data; name="flag"; filename="a.png"\r\n\r\nabc',
      ],
    ];
    for (const [type, body] of broken) {
      const r = await admin.post(paths.uploadFlag, undefined, {
        raw: body,
        headers: { 'content-type': type },
      });
      expect(r.statusCode, body).toBe(422);
      expect(r.json().errors, body).toEqual({ flag: [en('validation.required')] });
    }
  });

  it('serves nothing but stored images: 404 for anything else, no path traversal', async () => {
    fs.writeFileSync(path.join(uploads, 'notes.txt'), 'private');
    const missing = `/uploads/${'0'.repeat(32)}.webp`;
    for (const url of [
      missing,
      '/uploads/notes.txt',
      '/uploads/',
      '/uploads/../orbis.sqlite',
      '/uploads/..%2forbis.sqlite',
      '/uploads/%2e%2e/orbis.sqlite',
      '/uploads/..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await t.client().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('private');
    }
  });
});

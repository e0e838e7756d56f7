// Multipart bodies for upload tests, built by the platform's own FormData, as a browser would.
import { Readable } from 'node:stream';

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body with one file in `field`. */
export async function multipartFile(
  field: string,
  bytes: Uint8Array,
  fileName: string,
  type = 'application/octet-stream',
): Promise<MultipartBody> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), fileName);
  const req = new Request('http://orbis.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

/** A multipart/form-data body with the text `fields`, then one file in `field`. */
export async function multipartForm(
  fields: Record<string, string>,
  field: string,
  bytes: Uint8Array,
  fileName: string,
  type = 'application/octet-stream',
): Promise<MultipartBody> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([bytes], { type }), fileName);
  const req = new Request('http://orbis.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

/** Where the file's bytes start in a multipart body made by `multipartFile`. */
export function fileDataOffset(body: MultipartBody): number {
  return body.payload.indexOf('\r\n\r\n') + 4;
}

/**
 * The body as a stream cut at `cuts` (byte offsets), each piece arriving after the previous one
 * was consumed, as network packets do.
 */
export function inPieces(payload: Buffer, cuts: number[]): Readable {
  const ends = [...cuts, payload.length];
  return Readable.from(
    (async function* () {
      let start = 0;
      for (const end of ends) {
        yield payload.subarray(start, end);
        start = end;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })(),
  );
}

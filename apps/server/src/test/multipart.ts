// Multipart bodies for upload tests, built by the platform's own FormData, as a browser would.

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

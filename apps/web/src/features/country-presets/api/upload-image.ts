import { paths, UPLOAD_FIELDS, type UploadResponse } from '@orbis/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ImageKind = keyof typeof UPLOAD_FIELDS;

const UPLOAD_PATHS: Record<ImageKind, string> = {
  picture: paths.uploadPicture,
  flag: paths.uploadFlag,
};

/** Uploads a city picture or a flag; resolves to the stored image's address. */
export function uploadImage(kind: ImageKind, file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append(UPLOAD_FIELDS[kind], file);
  return api<UploadResponse>(UPLOAD_PATHS[kind], { form });
}

/** One upload slot's mutation, so each image shows its own loading state and error. */
export function useUploadImage(kind: ImageKind) {
  return useMutation({ mutationFn: (file: File) => uploadImage(kind, file) });
}

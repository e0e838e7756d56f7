import { Box, Center, Image, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureButton, pictureFrame } from '../../../components/picture-input';
import { ApiError } from '../../../lib/api-client';
import { useUploadImage, type ImageKind } from '../api/upload-image';

interface ImageUploadProps {
  kind: ImageKind;
  /** The current image address ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** Text alternative of the shown image. */
  alt: string;
  width: number;
  height: number;
  /** Label keys: the placeholder without an image, and the upload button. */
  emptyLabel: string;
  buttonLabel: string;
  /** Flags are shown whole; pictures fill their frame. */
  fit?: 'cover' | 'contain';
}

/**
 * An image with an upload button: the picked file is uploaded at once, the frame shows a loader
 * meanwhile, and then the new image, or the server's reason when it was refused.
 */
export function ImageUpload({
  kind,
  value,
  onChange,
  alt,
  width,
  height,
  emptyLabel,
  buttonLabel,
  fit = 'cover',
}: ImageUploadProps) {
  const { t } = useTranslation();
  const upload = useUploadImage(kind);
  const resetRef = useRef<() => void>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      // Lets the same file be picked again after a refusal.
      onSettled: () => resetRef.current?.(),
    });
  };
  const error =
    upload.error instanceof ApiError
      ? upload.error.firstMessages.join(' ')
      : upload.error && t('common.request_failed');
  return (
    <Stack gap={6} w={width}>
      <Box pos="relative" w={width} h={height} bg="gray.0" style={pictureFrame}>
        {value ? (
          <Image src={value} alt={alt} w="100%" h="100%" fit={fit} data-testid={`${kind}-image`} />
        ) : (
          <Center h="100%">
            <Stack align="center" gap={2}>
              <IconPhoto size={24} stroke={1.5} color="var(--mantine-color-gray-5)" />
              <Text size="xs" c="dimmed">
                {t(emptyLabel)}
              </Text>
            </Stack>
          </Center>
        )}
        <LoadingOverlay visible={upload.isPending} loaderProps={{ size: 'sm' }} />
      </Box>
      <PictureButton onChange={pick} name={kind} resetRef={resetRef} loading={upload.isPending}>
        {t(buttonLabel)}
      </PictureButton>
      {error && (
        <Text size="xs" c="red" role="alert" data-testid={`${kind}-upload-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

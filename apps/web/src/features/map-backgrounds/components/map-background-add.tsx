import { UPLOAD_MAX_MB } from '@orbis/contracts';
import { AspectRatio, Box, Group, Image, Input, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { PictureButton, pictureFrame } from '../../../components/picture-input';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { useReturnAfterSave } from '../../../lib/mutations';
import { useAddMapBackground } from '../api/add-map-background';

/** A picked file's preview, given back to the browser when another is picked or the form goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * A new map background: its name and its picture, sent together once the admin adds it. The
 * server checks both (a missing one, a file that is no picture, one over the size limit) and
 * answers on the field; the picture is shown in the projector's shape before it is sent.
 */
export function MapBackgroundAdd() {
  const { t } = useTranslation();
  const add = useAddMapBackground();
  const saved = useReturnAfterSave('/map_backgrounds/list');
  const [picture, setPicture] = useState<File | null>(null);
  const preview = usePreview(picture);
  const pictureId = useId();
  const { register, handleSubmit } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const errors = fieldErrors(add.error);
  // A file over the limit is refused as a whole (413, no field named): it is the picture's fault.
  const tooLarge =
    add.error instanceof ApiError && add.error.status === 413 ? add.error.message : undefined;
  const pictureError = errors.field('picture', { client: tooLarge });
  const onSubmit = handleSubmit(({ name }) => add.mutate({ name, picture }, { onSuccess: saved }));
  return (
    <FormCard
      onSubmit={onSubmit}
      error={add.error}
      submitting={add.isPending}
      submitLabel="common.add"
    >
      <TextInput
        label={t('map_backgrounds.name')}
        description={t('map_backgrounds.name_hint')}
        autoComplete="off"
        {...errors.field('name')}
        {...register('name')}
      />
      <Input.Wrapper
        id={pictureId}
        labelElement="div"
        label={t('map_backgrounds.picture')}
        description={t('map_backgrounds.picture_hint', { max: UPLOAD_MAX_MB })}
        error={pictureError.error}
        data-error-for={pictureError['data-error-for']}
      >
        <Box maw={400} mt={6}>
          <AspectRatio ratio={16 / 9} bg="gray.0" style={pictureFrame}>
            {preview ? (
              <Image
                src={preview}
                alt={t('map_backgrounds.preview_alt')}
                fit="cover"
                data-testid="map-background-preview"
              />
            ) : (
              <Group justify="center" gap={6}>
                <IconPhoto size={24} stroke={1.5} color="var(--mantine-color-gray-6)" />
                <Text size="sm" c="dimmed">
                  {t('map_backgrounds.no_picture')}
                </Text>
              </Group>
            )}
          </AspectRatio>
          <Group gap="xs" mt="xs" mb={4} wrap="nowrap">
            <PictureButton
              onChange={setPicture}
              name="picture"
              describedBy={pictureError.error ? `${pictureId}-error` : undefined}
            >
              {picture ? t('map_backgrounds.other_picture') : t('map_backgrounds.choose_picture')}
            </PictureButton>
            {picture && (
              <Text size="sm" c="dimmed" truncate data-testid="map-background-file">
                {picture.name}
              </Text>
            )}
          </Group>
        </Box>
      </Input.Wrapper>
    </FormCard>
  );
}

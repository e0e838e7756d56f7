import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { CSSProperties, ReactNode, Ref } from 'react';

/** What the picture uploads accept (API.md); the server decodes and checks every file anyway. */
const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml';

/** The frame a picture (or its placeholder) is shown in before and after it is picked. */
export const pictureFrame: CSSProperties = {
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 'var(--mantine-radius-sm)',
  overflow: 'hidden',
};

/** The small button that opens the browser's file picker on pictures. */
export function PictureButton({
  onChange,
  name,
  resetRef,
  loading,
  describedBy,
  children,
}: {
  onChange: (file: File | null) => void;
  /** The file field's name. */
  name: string;
  /** Set to a function that clears the picked file, so the same file can be picked again. */
  resetRef?: Ref<() => void>;
  loading?: boolean;
  /** The id of the text that says what is wrong with the picture. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <FileButton onChange={onChange} accept={PICTURE_TYPES} name={name} resetRef={resetRef}>
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} />}
          loading={loading}
          aria-describedby={describedBy}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}

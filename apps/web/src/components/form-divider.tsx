import { Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A divider that opens a part of a long form: its label (a label key), and a hint under it. */
export function FormDivider({ label, hint }: { label: string; hint: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider
        label={t(label)}
        labelPosition="left"
        styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
      />
      <Text size="sm" c="dimmed" mt={-8}>
        {t(hint)}
      </Text>
    </>
  );
}

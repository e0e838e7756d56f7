import { SimpleGrid, TextInput } from '@mantine/core';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../lib/form-errors';
import { LanguageFlag } from '../language-flag';

export interface LanguageMainValues {
  name: string;
  code: string;
}

/** The flag of the code being typed, as a preview inside the code input. */
function CodeFlag({ control }: { control: Control<LanguageMainValues> }) {
  const code = useWatch({ control, name: 'code' });
  return code.trim() ? <LanguageFlag code={code} size={15} /> : null;
}

/** A language's name and code, shared by the game and back-office language forms. */
export function LanguageMainFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<LanguageMainValues>;
  control: Control<LanguageMainValues>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('languages.name')}
        description={t('languages.name_hint')}
        {...errors.field('name')}
        autoComplete="off"
        {...register('name')}
      />
      <TextInput
        label={t('languages.code')}
        description={t('languages.code_hint')}
        {...errors.field('code')}
        autoComplete="off"
        spellCheck={false}
        rightSection={<CodeFlag control={control} />}
        {...register('code')}
      />
    </SimpleGrid>
  );
}

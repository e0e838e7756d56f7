import { PasswordInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../lib/form-errors';

export interface HostFormValues {
  email: string;
  name: string;
  company: string;
  password: string;
  /** Named as each call expects it: `password_confirmation` on add, `passwordConfirm` on update. */
  password_confirmation?: string;
  passwordConfirm?: string;
  description: string;
}

/** The host form's fields, shared by add and edit. */
export function HostFields({
  register,
  errors,
  confirmationName,
  passwordHint,
}: {
  register: UseFormRegister<HostFormValues>;
  errors: FieldErrors;
  confirmationName: 'password_confirmation' | 'passwordConfirm';
  passwordHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('hosts.email')}
        type="email"
        autoComplete="off"
        {...errors.field('email')}
        {...register('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('hosts.name')} {...errors.field('name')} {...register('name')} />
        <TextInput
          label={t('hosts.company')}
          {...errors.field('company')}
          {...register('company')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          label={t('hosts.password')}
          description={passwordHint}
          autoComplete="new-password"
          {...errors.field('password')}
          {...register('password')}
        />
        <PasswordInput
          label={t('hosts.password_confirmation')}
          autoComplete="new-password"
          {...errors.field(confirmationName)}
          {...register(confirmationName)}
        />
      </SimpleGrid>
      <Textarea
        label={t('hosts.description')}
        autosize
        minRows={3}
        {...errors.field('description')}
        {...register('description')}
      />
    </>
  );
}

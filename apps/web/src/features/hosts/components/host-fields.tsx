import { PasswordInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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
  confirmationName,
  passwordHint,
}: {
  register: UseFormRegister<HostFormValues>;
  confirmationName: 'password_confirmation' | 'passwordConfirm';
  passwordHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('hosts.email')} type="email" autoComplete="off" {...register('email')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('hosts.name')} {...register('name')} />
        <TextInput label={t('hosts.company')} {...register('company')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          label={t('hosts.password')}
          description={passwordHint}
          autoComplete="new-password"
          {...register('password')}
        />
        <PasswordInput
          label={t('hosts.password_confirmation')}
          autoComplete="new-password"
          {...register(confirmationName)}
        />
      </SimpleGrid>
      <Textarea label={t('hosts.description')} autosize minRows={3} {...register('description')} />
    </>
  );
}

import { Button, Card, Center, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FormErrors } from '../../../components/form-errors';
import { Logo } from '../../../components/logo';
import { useCurrentUser } from '../../../lib/current-user';
import { fieldErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { LanguageSwitch } from './language-switch';

/** Login: email and password; the server's errors shown as a list. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const login = useLogin();
  const { register, handleSubmit } = useForm({ defaultValues: { email: '', password: '' } });

  if (user.data) return <Navigate to="/" replace />;
  const errors = fieldErrors(login.error);

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate('/', { replace: true }) }),
  );

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Center>
              <Logo height={40} />
            </Center>
            <Title order={2} size="h3" ta="center">
              {t('login.title')}
            </Title>
            <FormErrors error={login.error} />
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="username"
              autoFocus
              {...errors.field('email')}
              {...register('email')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              {...errors.field('password')}
              {...register('password')}
            />
            <Button type="submit" loading={login.isPending} fullWidth mt="xs">
              {t('login.submit')}
            </Button>
            <Center>
              <LanguageSwitch />
            </Center>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}

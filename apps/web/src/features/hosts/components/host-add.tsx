import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { useAddHost } from '../api/add-host';
import { HostFields, type HostFormValues } from './host-fields';

const empty: HostFormValues = {
  email: '',
  name: '',
  company: '',
  password: '',
  password_confirmation: '',
  description: '',
};

/** GameHostsAdd. */
export function HostAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddHost();
  const { register, handleSubmit } = useForm<HostFormValues>({ defaultValues: empty });
  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notifications.show({ message: t('common.saved'), color: 'green' });
        navigate('/hosts/list');
      },
    }),
  );
  return (
    <FormCard
      onSubmit={onSubmit}
      error={add.error}
      submitting={add.isPending}
      submitLabel="hosts.add_submit"
    >
      <HostFields register={register} confirmationName="password_confirmation" />
    </FormCard>
  );
}

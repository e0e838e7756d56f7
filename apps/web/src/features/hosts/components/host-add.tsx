import { useForm } from 'react-hook-form';
import { fieldErrors } from '../../../lib/form-errors';
import { useReturnAfterSave } from '../../../lib/mutations';
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
  const saved = useReturnAfterSave('/hosts/list');
  const add = useAddHost();
  const { register, handleSubmit } = useForm<HostFormValues>({ defaultValues: empty });
  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: saved,
    }),
  );
  return (
    <FormCard
      onSubmit={onSubmit}
      error={add.error}
      submitting={add.isPending}
      submitLabel="hosts.add_submit"
    >
      <HostFields
        register={register}
        errors={fieldErrors(add.error)}
        confirmationName="password_confirmation"
      />
    </FormCard>
  );
}

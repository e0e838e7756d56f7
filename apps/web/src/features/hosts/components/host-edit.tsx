import type { HostGetResponse } from '@orbis/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fieldErrors } from '../../../lib/form-errors';
import { useReturnAfterSave } from '../../../lib/mutations';
import { FormCard } from '../../../components/form-card';
import { QueryState } from '../../../components/query-state';
import { useHost } from '../api/get-host';
import { useUpdateHost } from '../api/update-host';
import { HostFields, type HostFormValues } from './host-fields';

function HostEditForm({ host }: { host: HostGetResponse }) {
  const { t } = useTranslation();
  const saved = useReturnAfterSave('/hosts/list');
  const update = useUpdateHost();
  const { id: _id, ...profile } = host;
  const { register, handleSubmit } = useForm<HostFormValues>({
    defaultValues: { ...profile, password: '', passwordConfirm: '' },
  });
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { host: { ...values, id: host.id } },
      {
        onSuccess: saved,
      },
    ),
  );
  return (
    <FormCard
      onSubmit={onSubmit}
      error={update.error}
      submitting={update.isPending}
      submitLabel="hosts.update_submit"
    >
      <HostFields
        register={register}
        errors={fieldErrors(update.error, 'host.')}
        confirmationName="passwordConfirm"
        passwordHint={t('hosts.password_keep_hint')}
      />
    </FormCard>
  );
}

/** GameHostsEdit (id): the add form's fields, prefilled; an empty password keeps the old one. */
export function HostEdit() {
  const id = Number(useParams().id);
  const host = useHost(id);
  return (
    <QueryState query={host}>{(data) => <HostEditForm key={data.id} host={data} />}</QueryState>
  );
}

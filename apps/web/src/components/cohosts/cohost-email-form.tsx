import { useTranslation } from 'react-i18next';
import { OneFieldForm } from '../one-field-form';

/**
 * Names a co-host by email (of a game, or of every world of an event): `add` sends the email,
 * and its refusal shows under the field; the field empties once it succeeded.
 */
export function CohostEmailForm({
  add,
  onAdded,
}: {
  add: {
    mutate: (email: string, callbacks: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: unknown;
  };
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <OneFieldForm
      name="email"
      type="email"
      miw={180}
      wrap="wrap"
      labels={{ field: t('cohosts.email'), send: t('cohosts.add') }}
      call={add}
      onSend={(email, clear) =>
        add.mutate(email, {
          onSuccess: () => {
            clear();
            onAdded?.();
          },
        })
      }
    />
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { TRAVELLER_FILE_API } from '../../adapters/bff-client/paths';
import { lookupBooking, type LookupErrors } from '../../adapters/bff-client/traveller-file';
import { useLocale, useT } from '@quai/engine/i18n';
import { useQueryParams } from '@quai/engine/request';
import { RichText } from '../_ui/RichText';
import form from '../_rail/form.module.css';
import { REFERENCE_MAX_LENGTH, referenceProblem } from '../../domain/traveller-file/booking-reference';
import { forgetSavedTickets } from './offline/forget-tickets';
import styles from './styles.module.css';

/** Errors a lookup posted without JavaScript comes back with, in the page address (`?erreur=`): never the typed values. */
const FIELD_OF_ERROR: Record<string, keyof LookupErrors> = {
  not_found: 'reference',
  reference_missing: 'reference',
  reference_length: 'reference',
  rate_limited: 'reference',
  name_missing: 'passengerName',
};

/**
 * The booking lookup: reference (6 to 8 characters) and passenger name. A plain POST form the
 * server answers with a redirect (to the tickets page, or back here with the error); with
 * JavaScript the same call is made in place and the error lands on its field without a reload.
 */
export function LoginScreen({ title, intro, ticketsPage }: { title: string | undefined; intro: string | undefined; ticketsPage: string }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const query = useQueryParams();
  const returned = query.get('erreur') ?? '';
  const returnedField = FIELD_OF_ERROR[returned];
  const [errors, setErrors] = useState<LookupErrors>(returnedField ? { [returnedField]: t(`booking.lookup.error.${returned}`) } : {});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(false);
  const referenceInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // Back on the lookup (after "Se déconnecter", an ended session, or to open another booking): nothing of the last booking stays offline.
  useEffect(() => {
    void forgetSavedTickets();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const reference = String(data.get('reference') ?? '');
    const passengerName = String(data.get('passengerName') ?? '');
    const problem = referenceProblem(reference);
    const found: LookupErrors = {
      ...(problem ? { reference: t(`booking.lookup.error.${problem}`) } : {}),
      ...(passengerName.trim() ? {} : { passengerName: t('booking.lookup.error.name_missing') }),
    };
    setFailure(false);
    if (found.reference || found.passengerName) return showErrors(found);
    setBusy(true);
    try {
      const outcome = await lookupBooking({ reference, passengerName, locale });
      if (outcome.found) return window.location.assign(ticketsPage);
      showErrors(
        outcome.errors.reference || outcome.errors.passengerName ? outcome.errors : { reference: t('booking.lookup.error.not_found') },
      );
    } catch {
      setFailure(true);
    } finally {
      setBusy(false);
    }
  };
  const showErrors = (found: LookupErrors) => {
    setErrors(found);
    (found.reference ? referenceInput : nameInput).current?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t('booking.lookup.title')}
      </h2>
      {intro ? <RichText html={intro} className={styles.text} /> : <p className={styles.text}>{t('booking.lookup.intro')}</p>}
      <form method="post" action={TRAVELLER_FILE_API.lookup} className={styles.form} onSubmit={submit} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <TextField
          className={form.field}
          name="reference"
          isInvalid={Boolean(errors.reference)}
          onChange={() => setErrors(({ reference: _, ...rest }) => rest)}
          validationBehavior="aria"
          autoComplete="off"
        >
          <Label className={form.label}>{t('booking.lookup.reference')}</Label>
          {/* Back from a refused lookup posted without JavaScript, the page opens on the field in error. */}
          <Input
            ref={referenceInput}
            autoFocus={returnedField === 'reference'}
            className={`${form.input} ${styles.reference}`}
            maxLength={REFERENCE_MAX_LENGTH + 4}
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Text slot="description" className={form.help}>
            {t('booking.lookup.reference.help')}
          </Text>
          <FieldError className={styles.fieldError}>{errors.reference}</FieldError>
        </TextField>
        <TextField
          className={form.field}
          name="passengerName"
          isInvalid={Boolean(errors.passengerName)}
          onChange={() => setErrors(({ passengerName: _, ...rest }) => rest)}
          validationBehavior="aria"
          autoComplete="family-name"
        >
          <Label className={form.label}>{t('booking.lookup.name')}</Label>
          <Input ref={nameInput} autoFocus={returnedField === 'passengerName'} className={form.input} maxLength={120} />
          <FieldError className={styles.fieldError}>{errors.passengerName}</FieldError>
        </TextField>
        <Button type="submit" className={form.submit} isPending={busy}>
          {busy ? t('booking.lookup.submitting') : t('booking.lookup.submit')}
        </Button>
        <p role="status" className={styles.fieldError}>
          {failure ? t('booking.lookup.error.failed') : ''}
        </p>
      </form>
    </section>
  );
}

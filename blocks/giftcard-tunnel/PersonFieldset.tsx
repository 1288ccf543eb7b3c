import { useT } from '@quai/engine/i18n';
import type { TunnelState } from '../../machines/giftcard-tunnel';
import { Field } from '../_giftcard/Field';
import styles from './styles.module.css';

type Person = TunnelState['buyerInfos'];
export type Who = 'buyerInfos' | 'beneficiaryInfos';

/** The buyer's or the beneficiary's name and address, the address typed twice (never pasted the second time). */
export function PersonFieldset({
  who,
  person,
  onChange,
  error,
}: {
  who: Who;
  person: Person;
  onChange: (name: keyof Person) => (typed: string) => void;
  error: (path: string) => string | undefined;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend>{t(`giftcard.tunnel.${who}`)}</legend>
      <div className={styles.twoColumns}>
        <Field
          name={`${who}.lastname`}
          label={t('giftcard.field.lastname')}
          value={person.lastname}
          onChange={onChange('lastname')}
          error={error(`${who}.lastname`)}
          autoComplete={who === 'buyerInfos' ? 'family-name' : 'off'}
          maxLength={100}
        />
        <Field
          name={`${who}.firstname`}
          label={t('giftcard.field.firstname')}
          value={person.firstname}
          onChange={onChange('firstname')}
          error={error(`${who}.firstname`)}
          autoComplete={who === 'buyerInfos' ? 'given-name' : 'off'}
          maxLength={100}
        />
        <Field
          name={`${who}.email`}
          type="email"
          label={t(who === 'buyerInfos' ? 'giftcard.field.email' : 'giftcard.field.email_optional')}
          value={person.email}
          onChange={onChange('email')}
          error={error(`${who}.email`)}
          autoComplete={who === 'buyerInfos' ? 'email' : 'off'}
          maxLength={254}
        />
        <Field
          name={`${who}.confirm`}
          type="email"
          label={t('giftcard.field.confirm')}
          value={person.confirm}
          onChange={onChange('confirm')}
          error={error(`${who}.confirm`)}
          autoComplete="off"
          maxLength={254}
          noPaste
        />
      </div>
    </fieldset>
  );
}

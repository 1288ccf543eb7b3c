import { Button } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import type { Captcha } from '../../machines/giftcard-modal';
import { Field } from './Field';
import styles from './giftcard.module.css';

/** The captcha picture, its answer field and a button for another picture. */
export function CaptchaField({
  captcha,
  value,
  onChange,
  error,
  onReload,
}: {
  captcha: Captcha | null;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onReload: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.field}>
      <div className={styles.captcha}>
        {captcha ? (
          <img src={`data:${captcha.imageType};base64,${captcha.encodedImage}`} width={150} height={50} alt={t('giftcard.captcha.image')} />
        ) : (
          <span>{t('giftcard.captcha.loading')}</span>
        )}
        <Button className={styles.secondary} onPress={onReload}>
          {t('giftcard.captcha.reload')}
        </Button>
      </div>
      <Field
        name="captchaCode"
        label={t('giftcard.field.captchaCode')}
        value={value}
        onChange={onChange}
        error={error}
        maxLength={16}
        autoComplete="off"
      />
    </div>
  );
}

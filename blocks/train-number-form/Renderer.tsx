import { parseDate, type CalendarDate } from '@internationalized/date';
import { useEffect, useState, useId } from 'react';
import { Button, DateField, DateInput, DateSegment, Input, Label, Text, TextField } from 'react-aria-components';
import type { WithServerData } from '@quai/engine/definition';
import { useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { TrainNumberFormBlock } from '../../schemas/generated/blocks/train-number-form';
import { AriaLocale } from '../_rail/AriaLocale';
import { isTrainNumber, TRAIN_NUMBER_MAX_DIGITS, TRAIN_NUMBER_PATTERN, trainNumberInput, type TrainFormServerData } from './train-number';
import form from '../_rail/form.module.css';
import styles from './styles.module.css';

/**
 * A GET form to the train details page. The number field keeps digits only; the button stays
 * disabled until the number and the date are both valid. Without JavaScript it is a plain form:
 * the number input is named, the browser checks it (required, 1 to 6 digits), the date is the
 * server's today and the button is enabled (disabling it waits for hydration).
 */
export default function TrainNumberForm({ title, link, serverData }: WithServerData<TrainNumberFormBlock, TrainFormServerData>) {
  // Unique per block: a page (or the gallery) may show the same block twice.
  const titleId = useId();
  const t = useT();
  const [number, setNumber] = useState('');
  // Today comes from the server, so the server HTML carries it and hydration finds the same date.
  const [date, setDate] = useState<CalendarDate | null>(serverData ? parseDate(serverData.today) : null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    setDate((current) => current ?? parseDate(formatInSiteTime(Date.now(), 'isoDate')));
  }, []);
  const valid = isTrainNumber(number) && date !== null;
  return (
    <AriaLocale>
      <section className={form.panel} aria-labelledby={titleId}>
        <h2 className={form.title} id={titleId}>
          {title ?? t('train.form.title')}
        </h2>
        <form action={link} method="get" className={styles.form}>
          <TextField
            className={form.field}
            name="numeroCirculation"
            pattern={TRAIN_NUMBER_PATTERN}
            value={number}
            onChange={(typed) => setNumber(trainNumberInput(typed))}
            isRequired
          >
            <Label className={form.label}>{t('train.form.number')}</Label>
            <Input
              className={`${form.input} ${styles.number}`}
              inputMode="numeric"
              maxLength={TRAIN_NUMBER_MAX_DIGITS}
              autoComplete="off"
            />
            <Text slot="description" className={form.help}>
              {t('train.form.number.help')}
            </Text>
          </TextField>
          <DateField className={form.field} value={date} onChange={setDate} isRequired>
            <Label className={form.label}>{t('train.form.date')}</Label>
            <DateInput className={form.segments}>{(segment) => <DateSegment segment={segment} className={form.segment} />}</DateInput>
          </DateField>
          {date && <input type="hidden" name="dateCirculation" value={date.toString()} />}
          <Button type="submit" className={`${form.submit} ${styles.submit}`} isDisabled={hydrated && !valid}>
            {t('train.form.submit')}
          </Button>
        </form>
      </section>
    </AriaLocale>
  );
}

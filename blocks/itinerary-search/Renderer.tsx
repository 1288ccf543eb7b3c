import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';
import { useEffect, useState } from 'react';
import { Button, DateField, DateInput, DateSegment, Label, Radio, RadioGroup, TimeField } from 'react-aria-components';
import type { StationLocation } from '../../adapters/bff/types';
import { useT } from '../../engine/i18n';
import { useQueryParams } from '../../engine/request';
import { formatInParis } from '../../engine/time';
import type { ItinerarySearchBlock } from '../../schemas/generated/blocks/itinerary-search';
import { BffCache } from '../../adapters/bff/BffCache';
import { AriaLocale } from '../_rail/AriaLocale';
import { chosenPlace, type ChosenPlace } from '../_rail/location';
import { searchFromParams, searchToParams, sensOf, type Sens } from '../_rail/search-params';
import { StationAutocomplete } from '../_rail/StationAutocomplete';
import form from '../_rail/form.module.css';
import styles from './styles.module.css';

/**
 * A GET form to the results page: the chosen places, date and direction travel as hidden
 * inputs named after the spec's URL parameters, so the browser builds the results URL itself.
 * On a results page it starts from the search in the URL.
 */
export default function ItinerarySearch({ title, resultsPath }: ItinerarySearchBlock) {
  const t = useT();
  const current = searchFromParams(useQueryParams());
  const [departure, setDeparture] = useState<ChosenPlace | null>(current?.departure ?? null);
  const [arrival, setArrival] = useState<ChosenPlace | null>(current?.arrival ?? null);
  const [sens, setSens] = useState<Sens>(current?.sens ?? 'PARTIR_APRES');
  const [day, setDay] = useState<CalendarDate | null>(current ? parseDate(current.date.slice(0, 10)) : null);
  const [time, setTime] = useState<Time | null>(current ? parseTime(current.date.slice(11, 16)) : null);
  // "Now" differs between the server render and hydration: fill it in once in the browser.
  useEffect(() => {
    if (current) return;
    const now = Date.now();
    setDay(parseDate(formatInParis(now, 'yyyy-MM-dd')));
    setTime(parseTime(formatInParis(now, 'HH:mm')));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const complete = departure && arrival && day && time;
  const params = complete ? searchToParams({ departure, arrival, sens, date: `${day.toString()}T${time.toString().slice(0, 5)}` }) : null;
  const pick = (set: (place: ChosenPlace | null) => void) => (location: StationLocation | null) => set(location ? chosenPlace(location) : null);

  return (
    <BffCache>
    <AriaLocale>
      <section className={form.panel} aria-labelledby={title ? undefined : 'itinerary-search-title'}>
        <h2 className={title ? form.title : styles.visuallyHidden} id="itinerary-search-title">
          {title ?? t('miv.search.title')}
        </h2>
        <form className={styles.form} action={resultsPath} method="get">
          <div className={styles.places}>
            <StationAutocomplete label={t('miv.search.departure')} initialLabel={current?.departure.label} onSelect={pick(setDeparture)} isRequired />
            <StationAutocomplete label={t('miv.search.arrival')} initialLabel={current?.arrival.label} onSelect={pick(setArrival)} isRequired />
          </div>
          <RadioGroup className={styles.sens} value={sens} onChange={(value) => setSens(sensOf(value))} orientation="horizontal">
            <Label className={styles.legend}>{t('miv.search.sens')}</Label>
            <Radio value="PARTIR_APRES" className={styles.radio}>{t('miv.search.sens.PARTIR_APRES')}</Radio>
            <Radio value="ARRIVER_AVANT" className={styles.radio}>{t('miv.search.sens.ARRIVER_AVANT')}</Radio>
          </RadioGroup>
          <div className={styles.when}>
            <DateField className={form.field} value={day} onChange={setDay} isRequired>
              <Label className={form.label}>{t('miv.search.date')}</Label>
              <DateInput className={form.segments}>{(segment) => <DateSegment segment={segment} className={form.segment} />}</DateInput>
            </DateField>
            <TimeField className={form.field} value={time} onChange={setTime} hourCycle={24} isRequired>
              <Label className={form.label}>{t('miv.search.time')}</Label>
              <DateInput className={form.segments}>{(segment) => <DateSegment segment={segment} className={form.segment} />}</DateInput>
            </TimeField>
          </div>
          {params && [...params].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
          <Button type="submit" className={form.submit} isDisabled={!params}>
            {t('miv.search.submit')}
          </Button>
        </form>
      </section>
    </AriaLocale>
    </BffCache>
  );
}

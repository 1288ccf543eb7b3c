import { parseDate, parseTime } from '@internationalized/date';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, DateField, DateInput, DateSegment, Label, Radio, RadioGroup, TimeField } from 'react-aria-components';
import type { StationLocation } from '../../adapters/bff-client/types';
import { useT } from '@quai/engine/i18n';
import type { WithServerData } from '@quai/engine/definition';
import { useShownValues } from '@quai/engine/shown-values';
import { formatInSiteTime } from '@quai/engine/time';
import type { ItinerarySearchBlock } from '../../schemas/generated/blocks/itinerary-search';
import { BffCache } from '../../adapters/bff-client/BffCache';
import { useEnhancedOnceLeft } from '../_ui/useEnhancedOnceLeft';
import { useHydrated } from '../_ui/useHydrated';
import { AriaLocale } from '../_rail/AriaLocale';
import { chosenPlace, type ChosenPlace } from '../_rail/location';
import { searchToParams, sensOf, type Sens } from '../_rail/search-params';
import { StationAutocomplete } from '../_rail/StationAutocomplete';
import { TYPED_PARAMS } from '../_rail/typed-search';
import { formStartOf, readFormStart } from './form-start';
import type { ItinerarySearchServerData } from './server-data';
import form from '../_rail/form.module.css';
import styles from './styles.module.css';

/**
 * A GET form to the results page. With JavaScript, the chosen places, date and direction travel
 * as hidden inputs named after the results page's URL parameters (see `blocks/_rail/search-params.ts`), so the browser builds the results URL
 * itself. Without it (and until hydration) it is a plain form: the station names as typed, native
 * day and time fields and the direction radios are sent, and the results page resolves the names.
 * On a results page it starts from the search in the URL.
 */
export default function ItinerarySearch({
  title,
  resultsPath,
  serverData,
}: WithServerData<ItinerarySearchBlock, ItinerarySearchServerData>) {
  const t = useT();
  const fieldIds = useId();
  const hydrated = useHydrated();
  const whenArea = useRef<HTMLDivElement>(null);
  const dayInput = useRef<HTMLInputElement>(null);
  const timeInput = useRef<HTMLInputElement>(null);
  // Shown as values: a server may keep this form's markup for every search and fill them in.
  const start = formStartOf(useShownValues(readFormStart));
  const [departure, setDeparture] = useState<ChosenPlace | null>(start.chosen?.departure ?? null);
  const [arrival, setArrival] = useState<ChosenPlace | null>(start.chosen?.arrival ?? null);
  const [sens, setSens] = useState<Sens>(start.sens);
  // The search in the URL, else now as the server saw it: the same in the HTML and at hydration.
  // Kept as written (yyyy-MM-dd, HH:mm; empty when cleared), parsed only by the enhanced fields.
  const [day, setDay] = useState(start.day ?? serverData?.day ?? '');
  const [time, setTime] = useState(start.time ?? serverData?.time ?? '');
  // Without the server's now (a renderer given no server data), fill it in once in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once at mount, from the first render's start; the visitor's edits must not refill it.
  useEffect(() => {
    if (day && time) return;
    const now = Date.now();
    setDay(formatInSiteTime(now, 'isoDate'));
    setTime(formatInSiteTime(now, 'time'));
  }, []);

  const enhancedWhen = useEnhancedOnceLeft(whenArea, () => {
    if (dayInput.current?.value) setDay(dayInput.current.value);
    if (timeInput.current?.value) setTime(timeInput.current.value);
  });

  // The enhanced fields' values (browser only: the server may render marks in place of the
  // text), the same objects while the text is unchanged (react-aria compares them).
  const dayValue = useMemo(() => (enhancedWhen && day ? parseDate(day) : null), [enhancedWhen, day]);
  const timeValue = useMemo(() => (enhancedWhen && time ? parseTime(time) : null), [enhancedWhen, time]);
  const complete = departure && arrival && day && time;
  const search = complete ? searchToParams({ departure, arrival, sens, date: `${day}T${time}` }) : null;
  const pick = (set: (place: ChosenPlace | null) => void) => (location: StationLocation | null) =>
    set(location ? chosenPlace(location) : null);

  return (
    <BffCache>
      <AriaLocale>
        <section className={form.panel} aria-labelledby={title ? undefined : 'itinerary-search-title'}>
          <h2 className={title ? form.title : styles.visuallyHidden} id="itinerary-search-title">
            {title ?? t('miv.search.title')}
          </h2>
          <form className={styles.form} action={resultsPath} method="get">
            <div className={styles.places}>
              <StationAutocomplete
                label={t('miv.search.departure')}
                initialLabel={start.chosen?.departure.label ?? start.typed?.departure}
                onSelect={pick(setDeparture)}
                isRequired
                {...(hydrated ? {} : { name: TYPED_PARAMS.departure })}
              />
              <StationAutocomplete
                label={t('miv.search.arrival')}
                initialLabel={start.chosen?.arrival.label ?? start.typed?.arrival}
                onSelect={pick(setArrival)}
                isRequired
                {...(hydrated ? {} : { name: TYPED_PARAMS.arrival })}
              />
            </div>
            <RadioGroup
              className={styles.sens}
              value={sens}
              // The radios always send the direction (react-aria keeps the first name it is given).
              name="sens"
              onChange={(value) => setSens(sensOf(value))}
              orientation="horizontal"
            >
              <Label className={styles.legend}>{t('miv.search.sens')}</Label>
              <Radio value="PARTIR_APRES" className={styles.radio}>
                {t('miv.search.sens.PARTIR_APRES')}
              </Radio>
              <Radio value="ARRIVER_AVANT" className={styles.radio}>
                {t('miv.search.sens.ARRIVER_AVANT')}
              </Radio>
            </RadioGroup>
            <div className={styles.when} ref={whenArea}>
              {enhancedWhen ? (
                <>
                  <DateField className={form.field} value={dayValue} onChange={(value) => setDay(value?.toString() ?? '')} isRequired>
                    <Label className={form.label}>{t('miv.search.date')}</Label>
                    <DateInput className={form.segments}>
                      {(segment) => <DateSegment segment={segment} className={form.segment} />}
                    </DateInput>
                  </DateField>
                  <TimeField
                    className={form.field}
                    value={timeValue}
                    onChange={(value) => setTime(value?.toString().slice(0, 5) ?? '')}
                    hourCycle={24}
                    isRequired
                  >
                    <Label className={form.label}>{t('miv.search.time')}</Label>
                    <DateInput className={form.segments}>
                      {(segment) => <DateSegment segment={segment} className={form.segment} />}
                    </DateInput>
                  </TimeField>
                </>
              ) : (
                <>
                  <div className={form.field}>
                    <label className={form.label} htmlFor={`${fieldIds}-day`}>
                      {t('miv.search.date')}
                    </label>
                    <input
                      className={form.input}
                      id={`${fieldIds}-day`}
                      type="date"
                      ref={dayInput}
                      name={TYPED_PARAMS.day}
                      defaultValue={day}
                      onChange={(event) => setDay(event.target.value)}
                      required
                    />
                  </div>
                  <div className={form.field}>
                    <label className={form.label} htmlFor={`${fieldIds}-time`}>
                      {t('miv.search.time')}
                    </label>
                    <input
                      className={form.input}
                      id={`${fieldIds}-time`}
                      type="time"
                      ref={timeInput}
                      name={TYPED_PARAMS.time}
                      defaultValue={time}
                      onChange={(event) => setTime(event.target.value)}
                      required
                    />
                  </div>
                </>
              )}
            </div>
            {search &&
              [...search]
                .filter(([name]) => name !== 'sens')
                .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
            <Button type="submit" className={form.submit} isDisabled={hydrated && !search}>
              {t('miv.search.submit')}
            </Button>
          </form>
        </section>
      </AriaLocale>
    </BffCache>
  );
}

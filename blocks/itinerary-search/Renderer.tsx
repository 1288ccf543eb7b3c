import { parseDate, parseTime } from '@internationalized/date';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, DateField, DateInput, DateSegment, Label, Radio, RadioGroup, TimeField } from 'react-aria-components';
import type { StationLocation } from '../../adapters/bff-client/types';
import { useT } from '@quai/engine/i18n';
import type { WithServerData } from '@quai/engine/definition';
import { useRequestRead } from '@quai/engine/request-read';
import { formatInSiteTime } from '@quai/engine/time';
import type { ItinerarySearchBlock } from '../../schemas/generated/blocks/itinerary-search';
import { BffCache } from '../../adapters/bff-client/BffCache';
import { useEnhancedOnceLeft } from '../_ui/useEnhancedOnceLeft';
import { WrittenDateInput } from '../_ui/written-date/WrittenDateInput';
import { isoDayFromWritten, isoTimeFromWritten } from '../../domain/calendar/written';
import { useHydrated } from '../_ui/useHydrated';
import { AriaLocale } from '../_rail/AriaLocale';
import { chosenPlace, type ChosenPlace } from '../_rail/location';
import { searchToParams, toSens, type Sens } from '../_rail/search-params';
import { StationAutocomplete } from '../_rail/StationAutocomplete';
import { TYPED_PARAMS } from '../_rail/typed-search';
import { formStart, startPlace } from './form-start';
import type { ItinerarySearchServerData } from './server-data';
import form from '../_rail/form.module.css';
import styles from './styles.module.css';

/**
 * A GET form to the results page. With JavaScript, the chosen places, date and direction travel
 * as hidden inputs named after the results page's URL parameters (see `blocks/_rail/search-params.ts`), so the browser builds the results URL
 * itself. Without it (and until hydration) it is a plain form: the station names as typed, the day
 * and the time as written in the page's language (text fields, 03/12/2026 and 07:25, whatever the
 * browser's language) and the direction radios are sent, and the results page resolves the names.
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
  // The search in the URL: a server may keep this form's markup per shape and fill the texts in.
  const { shape: start, texts } = useRequestRead(formStart);
  const chosen = start.places === 'chosen';
  const [departure, setDeparture] = useState<ChosenPlace | null>(chosen ? startPlace(texts, 'departure') : null);
  const [arrival, setArrival] = useState<ChosenPlace | null>(chosen ? startPlace(texts, 'arrival') : null);
  const [sens, setSens] = useState<Sens>(start.sens);
  // The search in the URL, else now as the server saw it: the same in the HTML and at hydration.
  // yyyy-MM-dd and HH:mm (empty when cleared), or the text typed in a plain field when it is no day or time.
  const [day, setDay] = useState(start.when ? texts.day : (serverData?.day ?? ''));
  const [time, setTime] = useState(start.when ? texts.time : (serverData?.time ?? ''));
  // Without the server's now (a renderer given no server data), fill it in once in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once at mount, from the first render's start; the visitor's edits must not refill it.
  useEffect(() => {
    if (day && time) return;
    const now = Date.now();
    setDay(formatInSiteTime(now, 'isoDate'));
    setTime(formatInSiteTime(now, 'time'));
  }, []);

  // What the plain fields hold (typed before hydration too), read as the page's language writes it.
  const enhancedWhen = useEnhancedOnceLeft(whenArea, () => {
    const typedDay = isoDayFromWritten(dayInput.current?.value ?? '');
    const typedTime = isoTimeFromWritten(timeInput.current?.value ?? '');
    if (typedDay) setDay(typedDay);
    if (typedTime) setTime(typedTime);
  });

  // The enhanced fields' values (browser only: the server may render marks in place of the
  // text), the same objects while the text is unchanged (react-aria compares them).
  const dayValue = useMemo(() => (enhancedWhen && isoDayFromWritten(day) ? parseDate(day) : null), [enhancedWhen, day]);
  const timeValue = useMemo(() => (enhancedWhen && isoTimeFromWritten(time) ? parseTime(time) : null), [enhancedWhen, time]);
  // In the browser, a day and a time the plain fields understood (they hold the text otherwise);
  // on the server the values as they are: they may be marks a kept island's markup fills in.
  const when = day && time && (!hydrated || (isoDayFromWritten(day) && isoTimeFromWritten(time)));
  const search = departure && arrival && when ? searchToParams({ departure, arrival, sens, date: `${day}T${time}` }) : null;
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
                initialLabel={start.places ? texts.departureLabel : undefined}
                onSelect={pick(setDeparture)}
                isRequired
                {...(hydrated ? {} : { name: TYPED_PARAMS.departure })}
              />
              <StationAutocomplete
                label={t('miv.search.arrival')}
                initialLabel={start.places ? texts.arrivalLabel : undefined}
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
              onChange={(value) => setSens(toSens(value))}
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
                  {/* Two digits everywhere (03/12/2026, 07:25), as the plain fields write them. */}
                  <DateField
                    className={form.field}
                    value={dayValue}
                    onChange={(value) => setDay(value?.toString() ?? '')}
                    shouldForceLeadingZeros
                    isRequired
                  >
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
                    shouldForceLeadingZeros
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
                    <WrittenDateInput
                      kind="day"
                      className={form.input}
                      id={`${fieldIds}-day`}
                      ref={dayInput}
                      name={TYPED_PARAMS.day}
                      value={day}
                      writtenValue={start.when ? texts.writtenDay : undefined}
                      onValueChange={setDay}
                      required
                    />
                  </div>
                  <div className={form.field}>
                    <label className={form.label} htmlFor={`${fieldIds}-time`}>
                      {t('miv.search.time')}
                    </label>
                    <WrittenDateInput
                      kind="time"
                      className={form.input}
                      id={`${fieldIds}-time`}
                      ref={timeInput}
                      name={TYPED_PARAMS.time}
                      value={time}
                      onValueChange={setTime}
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

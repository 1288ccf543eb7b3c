import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Button, Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import type { CompositionStop } from '../../adapters/bff-client/types';
import { useT } from '@quai/engine/i18n';
import { CAR_ANIMATION_MS, carDelayMs, compositionPopupMachine } from '../../machines/composition-popup';
import styles from './CompositionPopup.module.css';

const carCount = (stop: CompositionStop | undefined) =>
  stop?.compositionElements.reduce((sum, element) => sum + element.cars.length, 0) ?? 0;

/**
 * The coach layout of the train at one of its stations, in a modal dialog (react-aria locks
 * the page's scroll while it is open). Choosing another station replays the cars' arrival:
 * 300 ms each, 30 ms apart.
 */
export function CompositionPopup({
  stations,
  initialCode,
  onClose,
}: {
  stations: CompositionStop[];
  initialCode: string;
  onClose: () => void;
}) {
  const t = useT();
  const [state, send] = useMachine(compositionPopupMachine);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once on the station it was asked for; later station changes come from the visitor's choices.
  useEffect(() => {
    const index = Math.max(
      0,
      stations.findIndex((stop) => stop.code === initialCode),
    );
    send({ type: 'OPEN', station: index, cars: carCount(stations[index]) });
  }, []);
  const station = stations[state.context.station];
  // Cars move in only after a station change; on opening, the layout is simply there.
  const arriving = state.matches({ open: 'animating' });
  const close = () => {
    send({ type: 'CLOSE' });
    onClose();
  };
  let carIndex = 0;
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && close()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.top}>
            <Heading slot="title" className={styles.title}>
              {t('train.details.composition.title')}
            </Heading>
            <Button className={styles.close} onPress={close}>
              {t('train.details.composition.close')}
            </Button>
          </div>
          <RadioGroup
            className={styles.stations}
            orientation="horizontal"
            value={String(state.context.station)}
            onChange={(value) => send({ type: 'SELECT_STATION', station: Number(value), cars: carCount(stations[Number(value)]) })}
          >
            <Label className={styles.label}>{t('train.details.composition.station')}</Label>
            <div className={styles.stationList}>
              {stations.map((stop, index) => (
                <Radio key={stop.code} value={String(index)} className={styles.station}>
                  {stop.name}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          {/* A new key per station restarts the cars' animation. */}
          <div key={state.context.station} className={styles.units} data-animating={arriving || undefined}>
            {station?.compositionElements.map((element, unit) => (
              // biome-ignore lint/a11y/useSemanticElements: a train unit is no form control group; the role names its cars for screen readers.
              <div key={unit} role="group" className={styles.unit} aria-label={`${element.longFormat.name} · ${element.destination}`}>
                <p className={styles.unitName}>
                  {element.longFormat.name} → {element.destination}
                  {element.isMainTrain && <span className={styles.main}> · {t('train.details.composition.main')}</span>}
                </p>
                {/* A long train scrolls sideways: the row takes the focus so the keyboard can scroll it. */}
                <ol
                  className={styles.cars}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: as said above, the list is a scrolling region.
                  tabIndex={0}
                  aria-label={t('train.details.composition.cars', { train: element.longFormat.name })}
                >
                  {element.cars.map((car) => (
                    <li
                      key={car.number}
                      className={[styles.car, car.type === 'LOCOMOTIVE' && styles.locomotive, arriving && styles.arriving]
                        .filter(Boolean)
                        .join(' ')}
                      style={{ animationDuration: `${CAR_ANIMATION_MS}ms`, animationDelay: `${carDelayMs(carIndex++)}ms` }}
                    >
                      <span className={styles.carNumber}>
                        {car.type === 'LOCOMOTIVE' ? '' : t('train.details.composition.car', { number: car.number })}
                      </span>
                      <span className={styles.carKind}>{t(`train.details.composition.type.${car.type}`, { classe: car.classe })}</span>
                    </li>
                  ))}
                </ol>
              </div>
            )) ?? <p>{t('train.details.composition.empty')}</p>}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

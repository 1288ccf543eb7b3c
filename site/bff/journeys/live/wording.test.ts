import { LOCALES } from '../../../engine-config';
import { eventWording, REASONS, stopEventWording } from './wording';

describe('live-status wording from the catalogs', () => {
  it('elides in French: "en raison d\'une panne", never "de une"', () => {
    expect(eventWording('fr', 'failure').deleted.longText).toBe(
      "Ce train est supprimé en raison d'une panne de matériel. Nous vous invitons à reporter votre voyage.",
    );
    expect(eventWording('fr', 'police').disturbance.text).toBe("Trafic perturbé en raison de l'intervention des forces de l'ordre.");
    for (const reason of REASONS) expect(eventWording('fr', reason).disturbance.longText).not.toMatch(/\bde (un|une|le|les)\b/);
    expect(eventWording('it', 'police').disturbance.text).toBe("Traffico perturbato a causa dell'intervento delle forze dell'ordine.");
  });

  it('puts minutes in the plural only from two', () => {
    expect(eventWording('fr', 'weather').delay(1).text).toBe('Ce train circule avec un retard de 1 minute.');
    expect(eventWording('fr', 'weather').delay(15).text).toBe('Ce train circule avec un retard de 15 minutes.');
    expect(eventWording('en', 'weather').delay(1).text).toBe('This train is running 1 minute late.');
    expect(eventWording('es', 'crowd').delay(30).longText).toBe(
      'Este tren circula con un retraso estimado de 30 minutos debido a una afluencia excepcional.',
    );
  });

  it('has every sentence in the four locales', () => {
    for (const locale of LOCALES) {
      const wording = eventWording(locale, 'signalling');
      for (const text of [
        wording.delay(5).longText,
        wording.partial('Arras').longText,
        wording.detour('Dijon').longText,
        wording.extraStop('Mâcon').text,
        wording.works.title,
        stopEventWording(locale, 'AJOUT_ARRET'),
      ]) {
        expect(text).not.toMatch(/^live\./);
        expect(text).not.toContain('{');
      }
    }
  });
});

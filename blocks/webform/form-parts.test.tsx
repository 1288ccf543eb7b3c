// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { serve } from '../../tests/helpers/webform-form';
import { firstFieldId } from './first-field';
import { useEntries } from './use-entries';
import { usePostBack } from './use-post-back';
import { useSubmission } from './use-submission';
import type { ElementMap } from '../../domain/webform/elements';

afterEach(() => vi.unstubAllGlobals());

const elements: ElementMap = {
  intro: { '#type': 'webform_markup', '#markup': '<p>Bonjour</p>' },
  origin: { '#type': 'value', '#value': 'site' },
  token: { '#type': 'hidden' },
  topic: { '#type': 'select', '#title': 'Sujet', '#options': { a: 'A', b: 'B' } },
  name: { '#type': 'textfield', '#title': 'Nom' },
};

describe('the entries of a form', () => {
  it('start from the defaults, with the values of a refused post over them', () => {
    const { result } = renderHook(() => useEntries(elements, { name: 'Camille' }));
    expect(result.current.typed).toMatchObject({ origin: 'site', token: '', topic: '', name: 'Camille' });
  });

  it('clear back to the defaults, forget the errors elements found, and render the elements anew', () => {
    const { result } = renderHook(() => useEntries(elements, undefined));
    act(() => {
      result.current.setValue('name', 'Camille');
      result.current.setOwnError('email', 'Les deux adresses diffèrent.');
    });
    expect(result.current.typed.name).toBe('Camille');
    expect(result.current.ownErrors).toEqual({ email: 'Les deux adresses diffèrent.' });
    act(() => result.current.setOwnError('email', undefined));
    expect(result.current.ownErrors).toEqual({});
    act(() => {
      result.current.setOwnError('email', 'Les deux adresses diffèrent.');
      result.current.clear();
    });
    expect(result.current.typed).toMatchObject({ origin: 'site', name: '' });
    expect(result.current.ownErrors).toEqual({});
    expect(result.current.generation).toBe(1);
  });
});

describe('the outcome of a form posted without scripts', () => {
  it('keeps the errors of a refused post until they are cleared', () => {
    const { result } = renderHook(() => usePostBack({ today: '2026-05-04', posted: { values: {}, errors: { name: 'Requis' } } }));
    expect(result.current.errors).toEqual({ name: 'Requis' });
    expect(result.current.sent).toBe(false);
    act(() => result.current.clearErrors());
    expect(result.current.errors).toEqual({});
  });

  it('shows the confirmation of an accepted post until "back", which gives the form its own address again', () => {
    window.history.replaceState(null, '', '/fr/contact?sent=contact');
    const { result } = renderHook(() => usePostBack({ today: '2026-05-04', sent: true }));
    expect(result.current.sent).toBe(true);
    act(() => result.current.backToForm('/fr/contact'));
    expect(result.current.sent).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/fr/contact');
  });
});

describe('the submission of a form', () => {
  it('posts the values with the captcha answer, and asks for a new captcha once it is spent', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 7 } } }, bodies);
    const { result } = renderHook(() => useSubmission('/api/webform', 'fr', 'contact'));
    act(() => {
      result.current.setCaptcha(Promise.resolve('réponse'));
    });
    act(() => result.current.send({ type: 'submit', values: { name: 'Camille' }, errors: {} }));
    await waitFor(() => expect(result.current.snapshot.matches('success')).toBe(true));
    expect(bodies).toEqual([{ name: 'Camille', headless_captcha: 'réponse', webform_id: 'contact' }]);
    act(() => result.current.newCaptcha());
    expect(result.current.captchaRound).toBe(1);
  });

  it('leaves out a captcha whose answer failed', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 8 } } }, bodies);
    const { result } = renderHook(() => useSubmission('/api/webform', 'fr', 'contact'));
    act(() => {
      result.current.setCaptcha(Promise.reject(new Error('hors ligne')));
    });
    act(() => result.current.send({ type: 'submit', values: { name: 'Camille' }, errors: {} }));
    await waitFor(() => expect(result.current.snapshot.matches('success')).toBe(true));
    expect(bodies).toEqual([{ name: 'Camille', webform_id: 'contact' }]);
  });
});

describe('the first field of a form', () => {
  it('is the first that always shows: no markup, no value the form sets, no hidden input, no field under #states', () => {
    const byKey = (map: ElementMap) => new Map(Object.entries(map)) as Parameters<typeof firstFieldId>[1];
    expect(firstFieldId('contact', byKey(elements))).toBe('webform-contact-topic');
    const conditional = {
      ...elements,
      topic: { ...elements.topic!, '#states': { visible: { ':input[name="name"]': { filled: true } } } },
    } as ElementMap;
    expect(firstFieldId('contact', byKey(conditional))).toBe('webform-contact-name');
    expect(firstFieldId('contact', byKey({ intro: elements.intro! }))).toBeUndefined();
  });
});

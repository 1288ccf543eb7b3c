import fc from 'fast-check';
import { holdsValue, indexElements, type FieldValue, type FormValues } from '../../../domain/webform/elements';
import { FILE_TYPES } from '../../../domain/webform/families/files';
import { validateForm } from '../../../domain/webform/validate';
import { compositeKeys, valueShape, type ValueShape } from '../../../domain/webform/value-shapes';
import { formatInSiteTime } from '@quai/engine/time';
import { createOptionSets } from './options';
import { root, webformTestApp } from '../../../tests/helpers/webform-app';
import { checkEuVat } from './vat';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';
import type { WebformDocument } from '../../../schemas/generated/webform/webform';

const { app, store, forms, solvedCaptcha } = await webformTestApp();
const openForms = forms.filter((form) => form.status === 'open' && form.langcode === 'fr');
const stations = Object.keys(createOptionSets(root).get('stations')!());
const today = formatInSiteTime(new Date(), 'isoDate');

let sent = 0;
/** Each run from an address of its own: the rate limit per address is not what is tested here. */
const nextAddress = () => `10.0.${Math.floor(++sent / 250) % 250}.${sent % 250}`;
const post = (body: Record<string, unknown>, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/webform?langcode=fr', payload: body, remoteAddress });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** Stands, in a generated value, for a file this client uploads just before it posts. */
const FRESH_UPLOAD = 'fresh-upload';

/** Uploads a file for each FRESH_UPLOAD of the values, from the address that then posts them: what the browser does. */
async function withUploads(form: WebformDocument, typed: FormValues, remoteAddress: string): Promise<FormValues> {
  const upload = async (key: string) => {
    const query = new URLSearchParams({ webform_id: form.id, field_name: key, filename: 'billet.pdf' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/webformFile?${query}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: PDF,
      remoteAddress,
    });
    return String((response.json() as { fid: string }).fid);
  };
  const values: FormValues = {};
  for (const [key, value] of Object.entries(typed)) {
    if (value === FRESH_UPLOAD) values[key] = await upload(key);
    else if (Array.isArray(value) && value.includes(FRESH_UPLOAD as never))
      values[key] = await Promise.all((value as string[]).map((item) => (item === FRESH_UPLOAD ? upload(key) : item)));
    else values[key] = value;
  }
  return values;
}
const fields = (form: WebformDocument) => indexElements(form.elements).filter(({ element }) => holdsValue(element));
const storedCount = async () =>
  (await Promise.all(openForms.map((form) => store.submissions(form.id)))).reduce((total, rows) => total + rows.length, 0);

/** Values of any JSON kind that are not strings. */
const notText = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string(), { minKeys: 1, maxKeys: 3 }),
);

/** A value that has not the given shape. */
function wrongShape(shape: ValueShape): fc.Arbitrary<unknown> {
  const notObject = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }));
  switch (shape.kind) {
    case 'text':
      return notText;
    case 'list':
      return fc.oneof(
        fc.string(),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string(), { minKeys: 1, maxKeys: 2 }),
        fc
          .tuple(fc.string(), fc.oneof(fc.integer(), fc.constant(null), fc.dictionary(fc.string(), fc.string())))
          .map(([text, other]) => [text, other]),
        ...(shape.max === undefined ? [] : [fc.array(fc.string(), { minLength: shape.max + 1, maxLength: shape.max + 3 })]),
      );
    case 'composite':
      return fc.oneof(notObject, unknownKey(shape.keys), nonTextSub(shape.keys));
    case 'composites':
      return fc.oneof(
        fc.string(),
        fc.dictionary(fc.constantFrom(...shape.keys), fc.string(), { minKeys: 1 }),
        fc.array(notObject, { minLength: 1, maxLength: 2 }),
        unknownKey(shape.keys).map((row) => [row]),
        nonTextSub(shape.keys).map((row) => [row]),
        ...(shape.max === undefined ? [] : [fc.array(fc.constant({}), { minLength: shape.max + 1, maxLength: shape.max + 2 })]),
      );
  }
}

const unknownKey = (keys: readonly string[]) =>
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !keys.includes(key) && key !== '__proto__'),
      fc.string(),
    )
    .map(([key, text]) => ({ [key]: text }));
const nonTextSub = (keys: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom(...keys),
      fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.dictionary(fc.string(), fc.string())),
    )
    .map(([key, value]) => ({ [key]: value }));

describe('values of the wrong shape', () => {
  const cases = openForms.flatMap((form) => fields(form).map(({ key, element }) => ({ form, key, element })));

  it('covers every element type of every form in the content', () => {
    const types = new Set(cases.map(({ element }) => element['#type']));
    for (const type of [
      'textfield',
      'textarea',
      'email',
      'tel',
      'number',
      'date',
      'datetime',
      'select',
      'radios',
      'checkboxes',
      'checkbox',
      'webform_terms_of_service',
      'webform_email_confirm',
      'webform_telephone',
      'webform_autocomplete',
      'managed_file',
      'webform_vat',
      'webform_rating',
      'webform_custom_composite',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('are refused with a 400 naming the field, and nothing is stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases).chain((item) => wrongShape(valueShape(item.element)).map((value) => ({ ...item, value }))),
        async ({ form, key, value }) => {
          const before = await storedCount();
          const response = await post({ webform_id: form.id, [key]: value });
          expect(response.statusCode).toBe(400);
          const error = (response.json() as { message: { error: Record<string, string> } }).message.error;
          expect(Object.keys(error)).toEqual([key]);
          expect(await storedCount()).toBe(before);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A value of the element's own shape, as a visitor could leave it in the browser (right or wrong for its rules). */
function wellFormed(element: WebformElementNode): fc.Arbitrary<FieldValue> {
  const shape = valueShape(element);
  const item = textValue(element);
  switch (shape.kind) {
    case 'text':
      return item;
    case 'list':
      return fc.uniqueArray(item, { maxLength: shape.max ?? 4 });
    case 'composite':
      return compositeValue(element);
    case 'composites':
      return fc.array(compositeValue(element), { maxLength: shape.max ?? 3 }) as fc.Arbitrary<FieldValue>;
  }
}

function textValue(element: WebformElementNode): fc.Arbitrary<string> {
  const options = Object.keys(element['#options'] ?? {});
  if (options.length) return fc.constantFrom('', 'pas-une-option', ...options);
  if (FILE_TYPES.has(element['#type'])) {
    // An upload of this field by this client, not yet linked (what the browser sends), or something else.
    return fc.constantFrom('', 'not a file', FRESH_UPLOAD);
  }
  switch (element['#type']) {
    case 'email':
    case 'webform_email_confirm':
      return fc.constantFrom('', 'camille@exemple.fr', 'pas-une-adresse');
    case 'tel':
      return fc.constantFrom('', '06 12 34 56 78', 'abc');
    case 'number':
      return fc.constantFrom('', '0', '45', '-3', '99999', 'abc');
    case 'date':
      return fc.constantFrom('', today, '2025-06-01', '2099-01-01', '2025-02-30', 'x');
    case 'datetime':
      return fc.constantFrom('', `${today}T10:00`, '2099-01-01T10:00', '2020-01-01T10:00', '2026-05-01T', 'x');
    case 'checkbox':
    case 'webform_terms_of_service':
      return fc.constantFrom('', '0', '1');
    case 'webform_rating':
      return fc.constantFrom('', '0', '3', '9');
    case 'webform_autocomplete':
      return fc.constantFrom('', stations[0]!, 'Gare imaginaire');
    case 'value':
      return fc.constant(typeof element['#value'] === 'string' ? element['#value'] : '');
    default:
      return fc.oneof(fc.constantFrom('', 'AB12CD', '1234', 'Camille'), fc.string({ maxLength: 10 }));
  }
}

function compositeValue(element: WebformElementNode): fc.Arbitrary<Record<string, string>> {
  if (element['#type'] === 'webform_vat') {
    // The browser's value: the check's result once country and number are given.
    return fc
      .record({
        country_tax_residence: fc.constantFrom('', 'FR', 'BE'),
        vat_number: fc.constantFrom('', '40303265045', '0417497106', '123'),
      })
      .map((vat) => {
        const verdict = vat.country_tax_residence && vat.vat_number ? checkEuVat(vat.country_tax_residence, vat.vat_number) : undefined;
        return { ...vat, vat_number_valid: verdict?.known ? (verdict.valid ? '01' : '02') : '' };
      });
  }
  const subs = (element['#element'] ?? {}) as Record<string, WebformElementNode>;
  const part = (sub: string): fc.Arbitrary<string> => {
    if (element['#type'] === 'webform_telephone')
      return sub === 'ext'
        ? fc.constantFrom('', '12', '1'.repeat(21), 'a')
        : sub === 'phone'
          ? fc.constantFrom('', '0612345678', 'abc')
          : fc.constantFrom('', 'mobile');
    return subs[sub]?.['#type'] === 'number' ? fc.constantFrom('', '30', 'x') : fc.constantFrom('', 'Alex');
  };
  return fc.record(Object.fromEntries(compositeKeys(element)!.map((sub) => [sub, part(sub)])));
}

describe('well-formed values', () => {
  it.each(openForms.map((form) => [form.id, form] as const))(
    'get the same verdict from the browser and the server (%s)',
    async (_id, form) => {
      const needsCaptcha = indexElements(form.elements).some(
        ({ element }) => element['#type'] === 'captcha' && element['#access'] !== false,
      );
      const values = fc.record(
        Object.fromEntries(fields(form).map(({ key, element }) => [key, wellFormed(element)])) as Record<string, fc.Arbitrary<FieldValue>>,
      );
      // A captcha answer serves until a stored submission spends it.
      let answer: string | undefined;
      await fc.assert(
        fc.asyncProperty(values, async (generated: FormValues) => {
          const address = nextAddress();
          const typed = await withUploads(form, generated, address);
          const client = validateForm(form.elements, typed, {
            today,
            autocompleteItems: (_key, element) => (element['#autocomplete_options'] === 'stations' ? stations : undefined),
          });
          if (needsCaptcha) answer ??= await solvedCaptcha();
          const response = await post({ ...typed, webform_id: form.id, ...(answer ? { headless_captcha: answer } : {}) }, address);
          if (response.statusCode === 200) answer = undefined;
          const server =
            response.statusCode === 200 ? {} : (response.json() as { message: { error: Record<string, string> } }).message.error;
          expect(Object.keys(server).sort()).toEqual(Object.keys(client.errors).sort());
          expect(response.statusCode).toBe(Object.keys(client.errors).length ? 400 : 200);
        }),
        // Each stored submission spends the captcha answer and a new one is solved (seconds each): fewer runs there.
        { numRuns: needsCaptcha ? 20 : 60 },
      );
    },
    240_000,
  );
});

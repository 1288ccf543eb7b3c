import { PNG_DOT as DOT, widePngDataUrl } from '../../../tests/helpers/png';
import { webformTestApp } from '../../../tests/helpers/webform-app';

const { app, store } = await webformTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function claim(signature: unknown) {
  const upload = await app.inject({
    method: 'POST',
    url: '/api/webformFile?webform_id=reclamation&field_name=proof&filename=billet.pdf',
    headers: { 'content-type': 'application/octet-stream' },
    payload: PDF,
  });
  const { fid } = upload.json() as { fid: string };
  const payload = {
    webform_id: 'reclamation',
    reference: 'AB12CD',
    travel_date: '2025-06-01',
    station: 'Lyon Part Dieu',
    reason: 'confort',
    proof: [fid],
    is_company: '0',
    signature,
  };
  return app.inject({ method: 'POST', url: '/api/webform?langcode=en', payload });
}

describe('POST /api/webform with a signature', () => {
  it('stores the drawn PNG, or the typed name alone, with the submission', async () => {
    const drawn = await claim({ image: DOT, name: '' });
    expect(drawn.statusCode).toBe(200);
    const typed = await claim({ image: '', name: 'Camille Martin' });
    expect(typed.statusCode).toBe(200);
    // A large drawing (140 kB) passes the body's schema and limit.
    expect((await claim({ image: widePngDataUrl(140_000), name: '' })).statusCode).toBe(200);
    const stored = await store.submissions('reclamation');
    expect(stored.find((submission) => submission.sid === drawn.json().sid)?.data.signature).toEqual({ image: DOT, name: '' });
    expect(stored.find((submission) => submission.sid === typed.json().sid)?.data.signature).toEqual({ image: '', name: 'Camille Martin' });
  });

  it('answers 400 with the reason when the image is not a PNG or the value not a signature, and stores nothing', async () => {
    const before = (await store.submissions('reclamation')).length;
    const jpeg = await claim({ image: DOT.replace('image/png', 'image/jpeg'), name: '' });
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().message.error).toEqual({ signature: 'The signature could not be read. Clear it and sign again.' });
    const shape = await claim('Camille Martin');
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message.error).toEqual({ signature: 'This value does not have the shape this field takes.' });
    expect(await store.submissions('reclamation')).toHaveLength(before);
  });
});

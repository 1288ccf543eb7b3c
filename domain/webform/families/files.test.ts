import fc from 'fast-check';
import { acceptFiles, fileRules, formatFileSize, MAX_FILENAME_LENGTH } from './files';

const rules = fileRules({ '#type': 'managed_file', '#max_filesize': 2, '#file_extensions': 'pdf jpg', '#multiple': 2 });

describe('file rules', () => {
  it('reads #max_filesize in MB and #file_extensions space-separated', () => {
    expect(rules).toEqual({ maxBytes: 2 * 1024 * 1024, extensions: ['pdf', 'jpg'], limit: 2 });
    expect(fileRules({ '#type': 'webform_image_file' }).extensions).toEqual(['gif', 'jpg', 'jpeg', 'png']);
  });

  it('refuses a file with the same name and size as one already selected', () => {
    const { accepted, errors } = acceptFiles([{ name: 'billet.pdf', size: 100 }], [{ name: 'billet.pdf', size: 100 }], rules);
    expect(accepted).toEqual([]);
    expect(errors).toEqual([{ key: 'webform.file.already_selected', values: { name: 'billet.pdf' } }]);
  });

  it('refuses files too large, with another extension, or with a name over 150 characters', () => {
    const long = `${'a'.repeat(MAX_FILENAME_LENGTH - 3)}.pdf`;
    const { accepted, errors } = acceptFiles(
      [],
      [
        { name: 'big.pdf', size: 2 * 1024 * 1024 + 1 },
        { name: 'virus.exe', size: 10 },
        { name: long, size: 10 },
      ],
      rules,
    );
    expect(accepted).toEqual([]);
    expect(errors.map((error) => 'key' in error && error.key)).toEqual([
      'webform.file.too_large',
      'webform.file.extension',
      'webform.file.name_too_long',
    ]);
    expect(acceptFiles([], [{ name: `${'a'.repeat(MAX_FILENAME_LENGTH - 4)}.pdf`, size: 1 }], rules).accepted).toHaveLength(1);
  });

  it('drops files beyond the maximum with a message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (count) => {
        const chosen = Array.from({ length: count }, (_, index) => ({ name: `p${index}.pdf`, size: 10 + index }));
        const { accepted, errors } = acceptFiles([], chosen, rules);
        expect(accepted).toHaveLength(Math.min(count, 2));
        expect(errors.length).toBe(count > 2 ? 1 : 0);
      }),
    );
  });

  it('shows sizes in KB under 1 MB, otherwise in MB', () => {
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

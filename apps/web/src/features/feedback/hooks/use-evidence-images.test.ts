import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeObjectUrls } from '../../../lib/test-utils';
import { useEvidenceImages } from './use-evidence-images';

const image = (i: number) => new File(['x'], `foto-${i}.png`, { type: 'image/png' });

beforeEach(() => {
  fakeObjectUrls();
});
afterEach(cleanup);

describe('useEvidenceImages', () => {
  it('compresses each image and stops at 10, disabling the upload', async () => {
    const compress = vi.fn(async (file: File) => new File(['small'], file.name.replace('.png', '.jpg')));
    const { result } = renderHook(() => useEvidenceImages(compress));

    await act(() => result.current.add(Array.from({ length: 12 }, (_, i) => image(i))));
    expect(compress).toHaveBeenCalledTimes(10);
    expect(result.current.images).toHaveLength(10);
    expect(result.current.images[0]?.file.name).toBe('foto-0.jpg');
    expect(result.current.full).toBe(true);
    expect(result.current.error).toBe('Puedes adjuntar hasta 10 imágenes.');

    // Removing one makes room again.
    act(() => result.current.remove(result.current.images[0]?.id ?? 0));
    expect(result.current.full).toBe(false);
    await act(() => result.current.add([image(99)]));
    expect(result.current.images).toHaveLength(10);
  });

  it('refuses files that are not JPG, JPEG or PNG', async () => {
    const compress = vi.fn(async (file: File) => file);
    const { result } = renderHook(() => useEvidenceImages(compress));
    await act(() =>
      result.current.add([new File(['%PDF'], 'estado.pdf', { type: 'application/pdf' }), image(1)]),
    );
    expect(result.current.images.map((i) => i.file.name)).toEqual(['foto-1.png']);
    expect(result.current.error).toBe('Solo puedes adjuntar imágenes JPG, JPEG o PNG.');
  });
});

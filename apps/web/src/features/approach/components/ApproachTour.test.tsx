import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WelcomingDialog from '../../../components/WelcomingDialog';
import { getButton, renderRoute } from '../../../lib/test-utils';
import { approachContent } from '../content';
import ApproachTour from './ApproachTour';

afterEach(cleanup);

const progress = () => screen.getByTestId('approach-tour-progress').textContent;
const next = () => fireEvent.click(getButton('Siguiente'));

describe('ApproachTour in the welcoming dialog without a video', () => {
  it('walks the four pages of /approach with their key points', () => {
    renderRoute(
      <WelcomingDialog open onClose={() => {}} videoUrl={undefined} fallback={<ApproachTour />} />,
      '/portafolio',
    );
    const dialog = screen.getByRole('dialog', { name: 'Felicitaciones 🎉' });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByText('Conoce cómo invertir en 4 pasos')).toBeTruthy();

    expect(progress()).toBe('Paso 1 de 4');
    expect(screen.getByRole('heading', { name: approachContent.one.title })).toBeTruthy();
    expect(screen.getByText(approachContent.one.points[0] ?? '')).toBeTruthy();
    expect((getButton('Anterior') as HTMLButtonElement).disabled).toBe(true);

    next();
    expect(progress()).toBe('Paso 2 de 4');
    expect(screen.getByRole('heading', { name: approachContent.two.title })).toBeTruthy();
    next();
    next();
    expect(progress()).toBe('Paso 4 de 4');
    expect(screen.getByRole('heading', { name: approachContent.four.title })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(approachContent.four.points.length);
    expect((getButton('Siguiente') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(getButton('Anterior'));
    expect(progress()).toBe('Paso 3 de 4');
  });

  it('links into the full tour at the page shown and lets the dialog close', async () => {
    const onOpenTour = vi.fn();
    renderRoute(<ApproachTour onOpenTour={onOpenTour} />, '/portafolio');
    next();

    fireEvent.click(screen.getByRole('link', { name: 'Ver el recorrido completo' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/approach/two');
    expect(onOpenTour).toHaveBeenCalledTimes(1);
  });
});

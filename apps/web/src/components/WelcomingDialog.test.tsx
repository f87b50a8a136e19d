import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import WelcomingDialog from './WelcomingDialog';

afterEach(cleanup);

const fallback = <p data-testid="tour">Recorrido</p>;

describe('WelcomingDialog', () => {
  it('embeds the configured tutorial video', () => {
    render(
      <WelcomingDialog
        open
        onClose={() => {}}
        videoUrl="https://www.youtube-nocookie.com/embed/tutorial"
        fallback={fallback}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Felicitaciones 🎉' })).toBeTruthy();
    expect(screen.getByText('Ya estás listo para comenzar a invertir y hacer crecer tu dinero')).toBeTruthy();
    expect(screen.getByTestId('welcoming-video').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/tutorial',
    );
    expect(screen.queryByTestId('tour')).toBeNull();
  });

  it('shows the fallback instead of an empty frame when no video is configured', () => {
    render(<WelcomingDialog open onClose={() => {}} videoUrl={undefined} fallback={fallback} />);
    expect(screen.getByTestId('tour')).toBeTruthy();
    expect(screen.queryByTestId('welcoming-video')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

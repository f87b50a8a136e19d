import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settings } from '../lib/settings';
import WelcomingDialog from './WelcomingDialog';

afterEach(cleanup);

const fallback = <p data-testid="tour">Recorrido</p>;
const tutorial = { src: '/tutorial/como-invertir.webm', captions: '/tutorial/como-invertir.es.vtt' };

describe('WelcomingDialog', () => {
  it('plays the tutorial shipped with the app, with Spanish captions on by default', () => {
    render(<WelcomingDialog open onClose={() => {}} tutorial={tutorial} fallback={fallback} />);
    expect(screen.getByRole('dialog', { name: 'Felicitaciones 🎉' })).toBeTruthy();
    const video = screen.getByTestId('welcoming-video');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/tutorial/como-invertir.webm');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('¿Cómo invertir? Recorrido por Invierte');
    const track = video.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe('/tutorial/como-invertir.es.vtt');
    expect(track?.getAttribute('srclang')).toBe('es');
    expect(track?.getAttribute('label')).toBe('Español');
    expect(track?.hasAttribute('default')).toBe(true);
    expect(screen.queryByTestId('tour')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('ships the recorded tutorial as the default the app passes', () => {
    expect(settings.tutorialVideo).toEqual(tutorial);
  });

  it('embeds the configured tutorial video instead of the shipped one', () => {
    render(
      <WelcomingDialog
        open
        onClose={() => {}}
        videoUrl="https://www.youtube-nocookie.com/embed/tutorial"
        tutorial={tutorial}
        fallback={fallback}
      />,
    );
    expect(screen.getByText('Ya estás listo para comenzar a invertir y hacer crecer tu dinero')).toBeTruthy();
    const frame = screen.getByTestId('welcoming-video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/tutorial');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByTestId('tour')).toBeNull();
  });

  it('shows the fallback when the shipped video cannot be played', () => {
    render(<WelcomingDialog open onClose={() => {}} tutorial={tutorial} fallback={fallback} />);
    expect(screen.queryByTestId('tour')).toBeNull();
    fireEvent.error(screen.getByTestId('welcoming-video'));
    expect(screen.getByTestId('tour')).toBeTruthy();
    expect(screen.queryByTestId('welcoming-video')).toBeNull();
  });

  it('shows the fallback instead of an empty frame when there is no video at all', () => {
    render(<WelcomingDialog open onClose={() => {}} videoUrl={undefined} fallback={fallback} />);
    expect(screen.getByTestId('tour')).toBeTruthy();
    expect(screen.queryByTestId('welcoming-video')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

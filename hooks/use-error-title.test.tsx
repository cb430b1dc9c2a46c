/** @jest-environment jsdom */
import * as React from 'react';
import { render } from '@testing-library/react';
import { useErrorTitle } from './use-error-title';

function Form({ errors }: { errors: boolean }) {
  useErrorTitle(errors);
  return null;
}

function Page({ finder, directory, showDirectory = true }: { finder: boolean; directory: boolean; showDirectory?: boolean }) {
  return (
    <>
      <Form errors={finder} />
      {showDirectory ? <Form errors={directory} /> : null}
    </>
  );
}

describe('useErrorTitle (GOV.UK: "Error: " before the title while a form shows errors)', () => {
  beforeEach(() => {
    document.title = 'Court locations';
  });

  it('adds the prefix once, and keeps it while either of two forms on the page shows errors', () => {
    const page = render(<Page finder directory={false} />);
    expect(document.title).toBe('Error: Court locations');
    page.rerender(<Page finder directory />);
    expect(document.title).toBe('Error: Court locations');
    // The directory's error put right: the finder's still shows, so the prefix stays.
    page.rerender(<Page finder directory={false} />);
    expect(document.title).toBe('Error: Court locations');
    page.rerender(<Page finder={false} directory={false} />);
    expect(document.title).toBe('Court locations');
  });

  it('a form that goes away with its errors showing takes its part of the prefix with it', () => {
    const page = render(<Page finder={false} directory />);
    expect(document.title).toBe('Error: Court locations');
    page.rerender(<Page finder={false} directory showDirectory={false} />);
    expect(document.title).toBe('Court locations');
    page.unmount();
    expect(document.title).toBe('Court locations');
  });
});

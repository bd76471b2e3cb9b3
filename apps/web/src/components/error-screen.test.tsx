import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorScreen, GenericError } from './error-screen';

const renderScreen = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ErrorScreen', () => {
  it('shows the Connection Error screen for a network failure', () => {
    renderScreen(<ErrorScreen error={new Error('Network Error')} />);
    expect(screen.getByText('Unable to connect to our servers. Please check your internet connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
  it('shows the Authentication Error screen with Log In Again', () => {
    renderScreen(<ErrorScreen error={new Error('Unauthorized')} />);
    expect(screen.getByText("Your session has expired or you don't have permission to access this resource.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In Again' })).toHaveAttribute('href', '/login');
  });
  it('names the context on the Data Error screen', () => {
    renderScreen(<ErrorScreen error={new Error('Failed to load')} context="your invoices" />);
    expect(screen.getByText('Unable to load your invoices. This might be a temporary issue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Loading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
  it('falls back to the Page Error screen', () => {
    renderScreen(<ErrorScreen error={new Error('x is undefined')} />);
    expect(screen.getByText('Something went wrong while loading this page. This might be a temporary issue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeInTheDocument();
  });
  it('renders the generic block', () => {
    renderScreen(<GenericError />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });
});

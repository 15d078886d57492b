import type { ReactNode } from 'react';
import { useBrand } from '../../../content/useSiteContent';
import { ContentText } from '../../../components/ContentText';

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** Links under the form, such as "Don't have an account? Sign up". */
  footer: ReactNode;
  /** Wide suits the longer registration form. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of the sign-in and sign-up pages: one centred card on a soft background. */
export function AuthCard({ title, subtitle, footer, width = 'narrow', children }: AuthCardProps) {
  const brand = useBrand();
  return (
    <div className="auth-page">
      <div className={`card auth-card auth-card-${width}`}>
        <div className="card-body">
          <div className="auth-card-brand">
            <img src="/favicon.svg" alt="" width="40" height="40" />
            <ContentText of={brand} field="name" />
          </div>
          <h1 className="page-serif auth-card-title">{title}</h1>
          <p className="auth-card-subtitle">{subtitle}</p>
          {children}
        </div>
        <div className="card-footer auth-card-footer">{footer}</div>
      </div>
    </div>
  );
}

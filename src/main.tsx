// First of all: zod must never probe for eval (our CSP forbids it), in any chunk.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { AppToaster } from './lib/toast';
import { PartnerHandoffProvider } from './lib/partner-handoff';
import { PwaUpdate } from './app/pwa-update';
import { startSyncSoon } from './app/start-sync';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <PartnerHandoffProvider>
        <AppRoutes />
      </PartnerHandoffProvider>
      <AppToaster />
      <PwaUpdate />
    </BrowserRouter>
  </StrictMode>,
);

startSyncSoon();

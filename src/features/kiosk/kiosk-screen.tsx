import { Link } from 'react-router-dom';

export default function KioskScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-900 p-6 text-white">
      <h1 className="text-3xl font-bold">Kiosk Hub</h1>
      <Link to="/" className="rounded-xl bg-white/10 px-5 py-3 font-semibold hover:bg-white/20">
        Exit Kiosk
      </Link>
    </main>
  );
}

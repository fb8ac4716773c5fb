import { useEffect, useState } from 'react';

const two = (n: number) => String(n).padStart(2, '0');

/** 86399 → "23:59:59"; hours keep counting past a day (a week of validity reads "167:59:59"). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** The time left to pay ("pay within the valid time"), counted down every second from when it was read. */
export function Countdown({ seconds, label }: { seconds: number; label: string }) {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.round((deadline - Date.now()) / 1000)));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return (
    <p className="pay-countdown">
      <span>{label}</span>
      <time role="timer" dateTime={`PT${Math.max(0, left)}S`} data-testid="pay-countdown">
        {clockText(left)}
      </time>
    </p>
  );
}

import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      className={`rounded-2xl border border-slate-200 bg-white shadow-[0_1px_2px_rgba(2,43,69,0.06),0_8px_24px_-12px_rgba(2,43,69,0.18)] ${className}`}
    />
  );
}

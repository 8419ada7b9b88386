import type { FlightOption, FlightSearchAnswer } from '@portal/contracts/flights';
type Leg = {
    from: string;
    to: string;
    dep: string;
    arr: string;
    airline: string;
    minutes: number;
    layover?: number;
    selfTransfer?: boolean;
    plusDays?: number;
};
export declare function option(sliceId: string, legs: Leg[], base: number, extra?: Partial<FlightOption>, passengers?: number): FlightOption;
/** JFK to LAX on Dec 1 (4 options) and, for a round trip, LAX to JFK on Dec 8 (2 options). */
export declare function searchAnswer(tripType?: 'one_way' | 'round_trip', passengers?: number): FlightSearchAnswer;
export {};

// The 申込み段階表示ガイドライン (消費者庁, 2022) asks a subscription to say, where one applies,
// that it renews until notice; 特商法12条の6 makes leaving it out of the 入会のご案内 a breach.
/** Automatic renewal, stated wherever the contract is (the terms, the legal notice, the FAQ). */
export const renewal = '契約は1か月ごとで、退会のお知らせをいただくまで、1か月ずつ自動で続きます。';

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

// [!region legacy]
/// @notice The legacy contract (GasZip v1). Call GasZipV2 instead.
/// @dev Its `chains` packs short ids 8 bits each, so only short ids up to 255 fit.
interface IGasZipV1 {
    function deposit(uint256 chains, address to) external payable;

    event Deposit(address from, uint256 chains, uint256 amount, address to);
}
// [!endregion legacy]

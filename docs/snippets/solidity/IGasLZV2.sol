// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

// [!region interface]
/// @notice The Gas.zip LayerZero v2 router (GasLZV2), at 0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f
/// on every chain where it is deployed.
interface IGasLZV2 {
    /// @notice One fee per destination, in the source chain's native coin. Each fee already pays
    /// for the native drop named in its options.
    function estimateFees(uint32[] calldata dstEids, bytes[] calldata messages, bytes[] calldata options)
        external
        view
        returns (uint256[] memory nativeFees);

    /// @notice One native drop per deposit param, all to `to`. Each param is
    /// (eid << 224) | amount, with the amount in destination wei as a uint128.
    /// msg.value: https://dev.gas.zip/layerzero/overview#fees-and-msgvalue
    function sendDeposits(uint256[] calldata depositParams, address to) external payable;

    event SentDeposits(uint256[] params, address to, uint256 value, uint256 fee, address from);
}
// [!endregion interface]

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

// [!region interface]
/// @notice Contract deposit on a Gas.zip deposit chain (GasZipV2).
/// @dev `chains` packs Gas.zip short ids 16 bits each, the first outbound chain in the most
/// significant position. The value of the call is split equally between the outbound chains.
interface IGasZipV2 {
    /// @param chains The packed short ids of the outbound chains (1 to 16 chains).
    /// @param to The recipient: an EVM address in the high 20 bytes, or a 32-byte address.
    function deposit(uint256 chains, bytes32 to) external payable;

    /// @notice The same deposit for an EVM recipient.
    function deposit(uint256 chains, address to) external payable;

    event Deposit(address from, uint256 chains, uint256 amount, bytes32 to);
}
// [!endregion interface]

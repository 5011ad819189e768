// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

import {IGasZipV2} from "./IGasZipV2.sol";

// [!region contract]
/// @notice Forwards native coin to Gas.zip from a contract: one deposit, any outbound chains.
contract GasZipDepositor {
    /// The contract deposit address of this deposit chain, from the deposit chain list. Check the
    /// contract there first: https://dev.gas.zip/gas/code-examples/evm-deposit/contract-forwarder#contract-addresses
    IGasZipV2 public immutable gasZip;

    error NoOutboundChain();
    error TooManyOutboundChains(uint256 count);
    error ZeroShortId(uint256 index);
    error NoValue();

    constructor(IGasZipV2 gasZip_) {
        gasZip = gasZip_;
    }

    /// @notice Deposits all of msg.value, shared between the outbound chains within the deposit
    /// limits: https://dev.gas.zip/gas/overview#limits
    /// @param shortIds Gas.zip short ids of the outbound chains, in order (for example 57, 55).
    /// @param recipient Who receives the gas on every outbound chain.
    function depositFor(uint16[] calldata shortIds, address recipient) external payable {
        if (msg.value == 0) revert NoValue();
        gasZip.deposit{value: msg.value}(packChains(shortIds), evmRecipient(recipient));
    }

    /// @notice 16 bits per short id, the first chain in the most significant position:
    /// [57, 55] gives 0x00390037.
    function packChains(uint16[] calldata shortIds) public pure returns (uint256 chains) {
        if (shortIds.length == 0) revert NoOutboundChain();
        if (shortIds.length > 16) revert TooManyOutboundChains(shortIds.length);
        for (uint256 i = 0; i < shortIds.length; ++i) {
            if (shortIds[i] == 0) revert ZeroShortId(i);
            chains = (chains << 16) | shortIds[i];
        }
    }

    /// @notice An EVM address goes in the high 20 bytes of the bytes32, zero-padded on the right.
    function evmRecipient(address recipient) public pure returns (bytes32) {
        return bytes32(bytes20(recipient));
    }
}
// [!endregion contract]

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

import {IGasLZV2} from "./IGasLZV2.sol";

// [!region contract]
/// @notice Sends native gas to other chains through the Gas.zip LayerZero v2 router. It quotes the
/// fees, sends exactly their sum, and returns the rest of msg.value to the caller.
contract LayerZeroGasDepositor {
    IGasLZV2 public constant ROUTER = IGasLZV2(0x26DA582889f59EaaE9dA1f063bE0140CD93E6a4f);

    /// The router's default lzReceive gas per destination. The fee is quoted with it.
    uint128 public constant GAS_LIMIT = 20_000;

    error LengthMismatch();
    error FeeNotCovered(uint256 required, uint256 sent);
    error RefundFailed();

    /// @notice Quotes each destination with the options the router uses: lzReceive gas, then a
    /// native drop of `amounts[i]` to `to`.
    /// @param dstEids LayerZero v2 endpoint ids of the destinations (for example Gnosis 30145).
    /// @param amounts Drop per destination, in destination wei. Keep each at or below its route cap.
    function quote(uint32[] calldata dstEids, uint128[] calldata amounts, address to)
        public
        view
        returns (uint256 totalFee, uint256[] memory fees)
    {
        if (dstEids.length != amounts.length) revert LengthMismatch();
        bytes[] memory messages = new bytes[](dstEids.length);
        bytes[] memory options = new bytes[](dstEids.length);
        for (uint256 i = 0; i < dstEids.length; ++i) {
            options[i] = nativeDropOption(GAS_LIMIT, amounts[i], to);
        }
        fees = ROUTER.estimateFees(dstEids, messages, options);
        for (uint256 i = 0; i < fees.length; ++i) {
            totalFee += fees[i];
        }
    }

    /// @notice Sends the drops. The router gets exactly the sum of the fees
    /// (https://dev.gas.zip/layerzero/overview#fees-and-msgvalue); any msg.value above it goes back to the caller.
    function send(uint32[] calldata dstEids, uint128[] calldata amounts, address to) external payable {
        (uint256 totalFee,) = quote(dstEids, amounts, to);
        if (msg.value < totalFee) revert FeeNotCovered(totalFee, msg.value);

        uint256[] memory params = new uint256[](dstEids.length);
        for (uint256 i = 0; i < dstEids.length; ++i) {
            params[i] = depositParam(dstEids[i], amounts[i]);
        }
        // Only the fees: the router keeps anything above them.
        ROUTER.sendDeposits{value: totalFee}(params, to);

        uint256 change = msg.value - totalFee;
        if (change > 0) {
            (bool sent,) = msg.sender.call{value: change}("");
            if (!sent) revert RefundFailed();
        }
    }

    /// @notice Endpoint id in the top 32 bits, amount in the low 128 bits.
    function depositParam(uint32 dstEid, uint128 amount) public pure returns (uint256) {
        return (uint256(dstEid) << 224) | amount;
    }

    /// @notice Executor options, 74 bytes: lzReceive gas (type 1) then a native drop (type 2)
    /// to `to` as a right-aligned bytes32.
    function nativeDropOption(uint128 gasLimit, uint128 amount, address to) public pure returns (bytes memory) {
        return abi.encodePacked(
            uint16(3), uint8(1), uint16(17), uint8(1), gasLimit,
            uint8(1), uint16(49), uint8(2), amount, bytes32(uint256(uint160(to)))
        );
    }
}
// [!endregion contract]

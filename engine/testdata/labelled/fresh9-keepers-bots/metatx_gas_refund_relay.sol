// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// Pay-as-you-go relayer: users park ETH here, sign calls off-chain, and any relayer may submit them; the relayer
/// is reimbursed from the user's deposit for the gas the call used plus a fixed overhead.
contract RefundingRelayer {
    uint256 public constant OVERHEAD = 40_000;

    mapping(address => uint256) public deposits;
    mapping(address => uint256) public nonces;

    event Relayed(address indexed from, address indexed to, bool success, uint256 refund);

    function deposit() external payable {
        deposits[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "withdraw");
    }

    function relay(address from, address to, bytes calldata data, uint256 nonce, uint8 v, bytes32 r, bytes32 s)
        external
    {
        uint256 gasStart = gasleft();
        require(nonce == nonces[from], "nonce");
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32",
            keccak256(abi.encodePacked(from, to, data, nonce))));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == from && from != address(0), "signature");
        nonces[from] = nonce + 1;

        (bool success, ) = to.call(abi.encodePacked(data, from));

        // <yes> <report> OTHER
        uint256 refund = (gasStart - gasleft() + OVERHEAD) * tx.gasprice;
        deposits[from] -= refund;
        (bool paid, ) = payable(msg.sender).call{value: refund}("");
        require(paid, "refund");
        emit Relayed(from, to, success, refund);
    }
}

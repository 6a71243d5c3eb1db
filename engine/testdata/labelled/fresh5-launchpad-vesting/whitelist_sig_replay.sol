// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Whitelisted presale: the backend signs (buyer, maxAmount) for KYC'd wallets. The signed message has no
/// nonce, no contract address and no chain id, and the purchase is not counted against it: the same signature
/// buys again and again, here and on every chain the sale is deployed to.
contract SignedPresale {
    IERC20 public immutable token;
    address public immutable owner;
    address public signer;
    uint256 public immutable rate;

    event Bought(address indexed buyer, uint256 paid, uint256 tokens);

    constructor(IERC20 token_, address signer_, uint256 rate_) {
        token = token_;
        owner = msg.sender;
        signer = signer_;
        rate = rate_;
    }

    function setSigner(address newSigner) external {
        require(msg.sender == owner, "Presale: owner");
        require(newSigner != address(0), "Presale: zero signer");
        signer = newSigner;
    }

    function buy(uint256 maxAmount, uint8 v, bytes32 r, bytes32 s) external payable {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(msg.sender, maxAmount)))
        );
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == signer, "Presale: bad signature");
        require(msg.value <= maxAmount, "Presale: above allowance");
        uint256 tokens = msg.value * rate;
        require(token.transfer(msg.sender, tokens), "Presale: transfer");
        emit Bought(msg.sender, msg.value, tokens);
    }

    function withdraw() external {
        require(msg.sender == owner, "Presale: owner");
        payable(owner).transfer(address(this).balance);
    }
}

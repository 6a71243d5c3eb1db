pragma solidity ^0.5.16;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Signup airdrop for a launch: registered wallets claim a fixed amount once. The claimed flag is read but
/// never written, so every registered wallet claims again until the contract is empty.
contract SignupAirdrop {
    IERC20 public token;
    address public owner;
    uint256 public amountPerWallet;
    mapping(address => bool) public registered;
    mapping(address => bool) public claimed;

    constructor(IERC20 _token, uint256 _amountPerWallet) public {
        token = _token;
        owner = msg.sender;
        amountPerWallet = _amountPerWallet;
    }

    function register(address[] calldata wallets) external {
        require(msg.sender == owner, "Airdrop: owner");
        for (uint256 i = 0; i < wallets.length; i++) {
            registered[wallets[i]] = true;
        }
    }

    function claim() external {
        require(registered[msg.sender], "Airdrop: not registered");
        require(!claimed[msg.sender], "Airdrop: claimed");
        // <yes> <report> OTHER
        require(token.transfer(msg.sender, amountPerWallet), "Airdrop: transfer failed");
    }
}
